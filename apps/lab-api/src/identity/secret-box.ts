// TOTP secrets at rest (issue 17): AES-256-GCM with a key from the configuration
// (`TOTP_ENCRYPTION_KEY[_FILE]`), so a copy of the database alone does not yield the secrets.
// Each value is bound to its user (additional data): a secret moved to another row fails.
// Rotation: the previous keys (`TOTP_ENCRYPTION_KEY_PREVIOUS[_FILE]`) still open; each sealed value
// names its key (`v2.<key id>.`), so the right key is tried first and old ones are found to re-seal.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Sealed before key ids (`v1.<iv>.<tag>.<data>`): opened by trying every key. */
const unnamedPrefix = 'v1.';
/** Sealed with a named key: `v2.<key id>.<iv>.<tag>.<data>`. */
const namedPrefix = 'v2.';

export interface SecretBox {
  /** The current key's id (not secret: a digest's first bytes), e.g. to find values sealed with others. */
  readonly keyId: string;
  seal(plain: string, boundTo: string): string;
  /** The plain secret; throws when the value was not sealed with one of the keys for `boundTo`. */
  open(sealed: string, boundTo: string): string;
  /** Whether a sealed value was sealed with another key than the current one (to re-seal). */
  sealedWithOlderKey(sealed: string): boolean;
}

/** Whether a stored value is already sealed (older rows hold the plain base32 secret). */
export function isSealed(value: string): boolean {
  return value.startsWith(unnamedPrefix) || value.startsWith(namedPrefix);
}

/** The SQL `like` patterns of sealed values (rows matching none are still plain). */
export const sealedPatterns = [`${unnamedPrefix}%`, `${namedPrefix}%`] as const;

/** The `like` pattern of values sealed with the key of this id. */
export function sealedWithKeyPattern(keyId: string): string {
  return `${namedPrefix}${keyId}.%`;
}

/** A 32-byte key from its base64 (or base64url) text, else an error naming the setting. */
export function secretBoxKey(text: string, setting = 'TOTP_ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${setting} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

/** A key's id: the first 6 bytes of its SHA-256, base64url (8 characters, no dot). */
export function secretBoxKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, 6).toString('base64url');
}

function openWith(key: Buffer, parts: string[], boundTo: string): string {
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (parts.length !== 3 || !iv || !tag || !data || iv.length !== 12 || tag.length !== 16) {
    throw new Error('The stored secret is malformed');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/**
 * Seals with `current`; opens with the key a value names, or (values without one, or a named key
 * that is not among these) with each key in turn: current first, then `previous` in order.
 */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = [current, ...previous];
  if (keys.some((key) => key.length !== 32)) throw new Error('AES-256-GCM needs a 32-byte key');
  const named = new Map(keys.map((key) => [secretBoxKeyId(key), key]));
  const keyId = secretBoxKeyId(current);
  return {
    keyId,
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return `${namedPrefix}${keyId}.${parts.join('.')}`;
    },
    open(sealed, boundTo) {
      if (!isSealed(sealed)) throw new Error('The stored secret is not sealed');
      let parts: string[];
      let candidates = keys;
      if (sealed.startsWith(namedPrefix)) {
        const [id = '', ...rest] = sealed.slice(namedPrefix.length).split('.');
        parts = rest;
        const key = named.get(id);
        if (!key) throw new Error('The stored secret was sealed with a key not configured');
        candidates = [key];
      } else {
        parts = sealed.slice(unnamedPrefix.length).split('.');
      }
      let failure: unknown;
      for (const key of candidates) {
        try {
          return openWith(key, parts, boundTo);
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
    sealedWithOlderKey(sealed) {
      return isSealed(sealed) && !sealed.startsWith(`${namedPrefix}${keyId}.`);
    },
  };
}
