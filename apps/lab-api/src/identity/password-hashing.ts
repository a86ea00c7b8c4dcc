// Password hashing with Node's built-in scrypt. The stored string carries its own parameters
// (`scrypt$N$r$p$salt$hash`, base64url) so that the cost can be raised later without a migration.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt equivalent of N=2^17,r=8,p=1 with less memory: N=2^15, r=8, p=3 (~160 ms here). */
export const defaultScryptParameters = { N: 2 ** 15, r: 8, p: 3 } as const;

const keyLength = 64;
const saltLength = 16;

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

function deriveKey(
  password: string,
  salt: Buffer,
  length: number,
  { N, r, p }: ScryptParameters,
): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = defaultScryptParameters,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await deriveKey(password, salt, keyLength, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    ![parameters.N, parameters.r, parameters.p].every(
      (value) => Number.isSafeInteger(value) && value > 0,
    )
  ) {
    return false;
  }
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await deriveKey(
    password,
    Buffer.from(saltText, 'base64url'),
    expected.length,
    parameters,
  );
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when no user matches, so that response times do not
 * reveal which e-mail addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoyHash);
  return false;
}
