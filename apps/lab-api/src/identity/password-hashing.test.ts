import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing.js';

describe('password hashing (scrypt)', () => {
  it('stores the parameters and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
    await expect(verifyPassword('correct horse battery', first)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });

  it('verifies hashes made with other parameters (the cost can rise later)', async () => {
    const cheap = await hashPassword('a-long-password-1', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('a-long-password-1', cheap)).resolves.toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$x$8$1$c2FsdA$aGFzaA',
      'bcrypt$1$2$3$4$5',
      'scrypt$1024$8$1$c2FsdA$',
    ]) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('spends a real check on unknown e-mails and answers false', async () => {
    await expect(verifyAgainstDecoy('whatever')).resolves.toBe(false);
  });
});
