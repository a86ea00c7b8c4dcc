// The embedded OpenID Connect provider and the access-token verifiers (public surface).
export {
  AccessTokenError,
  createJwksVerifier,
  createLocalVerifier,
  type AccessTokenProblem,
  type AccessTokenVerifier,
  type JwksVerifierOptions,
  type VerifiedAccessToken,
} from './access-token-verifier.js';
export {
  createIdentityProvider,
  resourceIndicatorFor,
  type IdentityAuditEntry,
  type IdentityLogger,
  type IdentityProvider,
  type IdentityProviderOptions,
  type RequestContext,
} from './identity-provider.js';
export { identityRoutes, type IdentityRoutesOptions } from './identity-routes.js';
export type { IdentityDatabase } from './identity-schema.js';
export {
  createUser,
  minimumPasswordLength,
  normaliseEmail,
  subjectForEmail,
  type IdentityUser,
} from './identity-users.js';
export { LocalMailer, type Mailer, type OutgoingMail, type SentMail } from './mailer.js';
export { identityMigrations } from './migrations.js';
export { KyselyOidcAdapter, kyselyOidcAdapterFactory } from './oidc-adapter.js';
export { hashPassword, verifyPassword } from './password-hashing.js';
export { demoPassword, demoUserEmails, seedIdentityUsers } from './seed-identity-users.js';
export { labDeskDemoEmail, seedLabStaffUsers } from './seed-lab-staff.js';
