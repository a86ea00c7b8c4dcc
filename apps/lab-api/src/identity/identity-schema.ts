// The typed shape of the identity provider's tables (snake_case, as stored). The server's
// `LabDatabase` extends `IdentityDatabase` so that one Kysely instance serves both.
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** A person who can sign in to the embedded provider. `id` is the OIDC subject. */
export interface IdentityUserTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (see password-hashing.ts). */
  password_hash: string;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** Roles in the identity provider (`lab-staff`), carried in the access token's `roles` claim. */
  roles: ColumnType<string[], string | undefined, string>;
  /** Set by an administrator's reset of the second factor; cleared by the next enrolment. */
  must_enrol_second_factor: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Every artefact oidc-provider stores (sessions, grants, codes, refresh tokens, interactions). */
export interface IdentityOidcPayloadTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** The account of sessions and grants, so that disabling a user finds them. */
  account_id: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** A password-reset link: only its SHA-256 is stored; single use; expires after 30 minutes. */
export interface IdentityPasswordResetTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Secrets the provider generates on first start and keeps: signing keys, cookie keys. */
export interface IdentitySecretTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** A failed-attempt window of one limit (`name`) and key (sign-in-rate-limiter.ts). */
export interface IdentityAttemptCounterTable {
  name: string;
  key_hash: string;
  failures: number;
  resets_at: Timestamp;
}

/** A user's confirmed TOTP secret (two-factor.ts). */
export interface IdentityTwoFactorTable {
  user_id: string;
  /** Base32, as the authenticator app holds it. */
  secret: string;
  /** The last RFC 6238 time step accepted: a code is never accepted twice. */
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** SHA-256 (hex) of each recovery code not yet used. */
  recovery_code_hashes: ColumnType<string[], string, string>;
  confirmed_at: UpdatedAt;
}

/** The step of a sign-in after the password (`second-factor`, `enrol`, `recovery-codes`). */
export interface IdentitySignInStepTable {
  interaction_uid: string;
  user_id: string;
  step: 'second-factor' | 'enrol' | 'recovery-codes';
  /** The secret being enrolled, until its first code confirms it. */
  pending_secret: string | null;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
}

export interface IdentityDatabase {
  identity_user: IdentityUserTable;
  identity_oidc_payload: IdentityOidcPayloadTable;
  identity_password_reset: IdentityPasswordResetTable;
  identity_secret: IdentitySecretTable;
  identity_attempt_counter: IdentityAttemptCounterTable;
  identity_two_factor: IdentityTwoFactorTable;
  identity_sign_in_step: IdentitySignInStepTable;
}
