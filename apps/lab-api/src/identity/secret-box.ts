// TOTP secrets at rest (issue 17): AES-256-GCM with a key from the configuration
// (`TOTP_ENCRYPTION_KEY[_FILE]`), so a copy of the database alone does not yield the secrets.
// Each value is bound to its user (additional data): a secret moved to another row fails.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The stored form's prefix: version and algorithm, so a later key or scheme can be told apart. */
const prefix = 'v1.';

export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  /** The plain secret; throws when the value was not sealed with this key for `boundTo`. */
  open(sealed: string, boundTo: string): string;
}

/** Whether a stored value is already sealed (older rows hold the plain base32 secret). */
export function isSealed(value: string): boolean {
  return value.startsWith(prefix);
}

/** A 32-byte key from its base64 (or base64url) text, else an error naming the setting. */
export function secretBoxKey(text: string, setting = 'TOTP_ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${setting} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${prefix}${[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(sealed, boundTo) {
      if (!isSealed(sealed)) throw new Error('The stored secret is not sealed');
      const [iv, tag, data] = sealed
        .slice(prefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) {
        throw new Error('The stored secret is malformed');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
