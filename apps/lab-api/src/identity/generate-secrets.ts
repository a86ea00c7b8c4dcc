// `npm run secrets:generate -w @loci/lab-api`: prints a fresh OIDC_SIGNING_KEYS (a private JWKS)
// OIDC_COOKIE_KEYS and TOTP_ENCRYPTION_KEY for a production start; store them in the secret store, never in git.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKeys = {
  keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }],
};
console.log(`OIDC_SIGNING_KEYS='${JSON.stringify(signingKeys)}'`);
console.log(`OIDC_COOKIE_KEYS=${randomBytes(32).toString('base64url')}`);
console.log(`TOTP_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}`);
