// Checks the bearer tokens the API receives: signature against the issuer's JWKS, issuer,
// audience, expiry. Two sources of keys: the embedded provider's own keys (in process), or a
// lab's own identity provider found through OIDC discovery (`OIDC_ISSUER`).
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface VerifiedAccessToken {
  /** The identity provider's subject of the signed-in person. */
  subject: string;
  /** Lower-cased sign-in e-mail. */
  email: string;
  /** The `roles` claim (e.g. `lab-staff`); absent when the token carries none. */
  roles?: readonly string[];
}

/**
 * How profiles name the embedded provider as the issuer of their subject: its issuer URL follows
 * `PUBLIC_URL`, which a lab may change, while its subjects (`identity_user.id`) stay.
 */
export const embeddedIssuerKey = 'embedded';

export interface AccessTokenVerifier {
  /**
   * The issuer all tokens this verifier accepts come from, as profiles record it
   * (`embeddedIssuerKey` or the external provider's `iss`): profiles are keyed by it and the subject.
   */
  readonly profileIssuer: string;
  /** Resolves the token's subject and e-mail, or throws an `AccessTokenError`. */
  verify(token: string): Promise<VerifiedAccessToken>;
}

export type AccessTokenProblem = 'missing' | 'expired' | 'invalid' | 'disabled';

/** Any reason to answer 401. The message never carries the token. */
export class AccessTokenError extends Error {
  readonly problem: AccessTokenProblem;

  constructor(problem: AccessTokenProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AccessTokenError';
    this.problem = problem;
  }
}

export interface JwtCheckOptions {
  issuer: string;
  audience: string;
  /** Seconds of clock difference tolerated on exp/nbf/iat (default 5). */
  clockToleranceSeconds?: number;
  /** Accepted signature algorithms (default RS256, PS256, ES256). */
  algorithms?: string[];
}

const defaultAlgorithms = ['RS256', 'PS256', 'ES256'];

async function verifyJwt(
  token: string,
  keys: JWTVerifyGetKey,
  options: JwtCheckOptions & { typ?: string },
): Promise<JWTPayload> {
  if (!token) throw new AccessTokenError('missing', 'No access token');
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms ?? defaultAlgorithms,
      clockTolerance: options.clockToleranceSeconds ?? 5,
      requiredClaims: ['sub', 'exp'],
      ...(options.typ ? { typ: options.typ } : {}),
    });
    return payload;
  } catch (error) {
    if (error instanceof AccessTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new AccessTokenError('expired', 'The access token has expired', { cause: error });
    }
    throw new AccessTokenError('invalid', 'The access token is not valid', { cause: error });
  }
}

function emailClaim(payload: JWTPayload): string | undefined {
  const email = payload.email;
  return typeof email === 'string' && email.includes('@') ? email.toLowerCase() : undefined;
}

/** The token's `roles` claim as a spread: `{ roles }` when it names any, else nothing. */
function rolesClaim(payload: JWTPayload): { roles?: readonly string[] } {
  const roles = Array.isArray(payload.roles)
    ? payload.roles.filter((role): role is string => typeof role === 'string')
    : [];
  return roles.length > 0 ? { roles } : {};
}

/** Whether a token's user and grant still stand: both read in one statement on every call. */
export interface TokenStanding {
  /** The user exists and is not disabled. */
  subjectActive: boolean;
  /** The token's grant exists (not revoked, not expired); false when the token names none. */
  grantActive: boolean;
}

export interface LocalVerifierOptions extends JwtCheckOptions {
  /** The provider's public signing keys. */
  jwks: JSONWebKeySet;
  /**
   * Refuses tokens of users disabled since the token was issued, and tokens without a grant
   * (`gid`) or whose grant was revoked: sign-out takes effect at once.
   */
  standing?: (subject: string, grantId: string | undefined) => Promise<TokenStanding>;
}

/** Verifies tokens of the embedded provider against its keys, without any network call. */
export function createLocalVerifier(options: LocalVerifierOptions): AccessTokenVerifier {
  const keys = createLocalJWKSet(options.jwks);
  return {
    profileIssuer: embeddedIssuerKey,
    async verify(token) {
      const payload = await verifyJwt(token, keys, { ...options, typ: 'at+jwt' });
      const email = emailClaim(payload);
      const subject = payload.sub as string;
      if (!email) throw new AccessTokenError('invalid', 'The access token carries no e-mail');
      if (options.standing) {
        const grantId = typeof payload.gid === 'string' ? payload.gid : undefined;
        // One statement for both checks: every request waits for it (docs/decisions/dashboard.md).
        const standing = await options.standing(subject, grantId);
        if (!standing.subjectActive) throw new AccessTokenError('disabled', 'The user is disabled');
        // Every token the provider issues names its grant; one that does not was not made by it.
        if (grantId === undefined) {
          throw new AccessTokenError('invalid', 'The access token names no grant');
        }
        if (!standing.grantActive) {
          throw new AccessTokenError('invalid', 'The access token was revoked');
        }
      }
      return { subject, email, ...rolesClaim(payload) };
    },
  };
}

const unverifiedEmail = () =>
  new AccessTokenError('invalid', 'The identity provider has not verified the e-mail');

export interface JwksVerifierOptions extends JwtCheckOptions {
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

interface DiscoveredIssuer {
  keys: JWTVerifyGetKey;
  userinfoEndpoint: string | undefined;
}

/**
 * Verifies tokens of a lab's own identity provider: its JWKS comes from OIDC discovery
 * (`{issuer}/.well-known/openid-configuration`). When the access token has no `email` claim,
 * the e-mail is read once from the userinfo endpoint and remembered for the token's lifetime.
 *
 * Only access tokens (`typ: at+jwt`, RFC 9068): an ID token, even for this API's audience, is
 * refused. Profiles are found by e-mail, so an e-mail the provider has not verified
 * (`email_verified` not true) reaches no profile: the token is refused. Tokens of any other issuer
 * fail the signature and issuer checks (docs/decisions/external-identity-provider.md).
 */
export function createJwksVerifier(options: JwksVerifierOptions): AccessTokenVerifier {
  const fetchImplementation = options.fetch ?? fetch;
  let discovered: Promise<DiscoveredIssuer> | undefined;
  const emailByToken = new Map<string, { email: string; expiresAt: number }>();

  async function discover(): Promise<DiscoveredIssuer> {
    const url = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImplementation(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const metadata = (await response.json()) as {
      issuer?: string;
      jwks_uri?: string;
      userinfo_endpoint?: string;
    };
    if (metadata.issuer !== options.issuer) {
      throw new Error(`OIDC discovery names issuer ${metadata.issuer}, expected ${options.issuer}`);
    }
    if (!metadata.jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
    return {
      keys: createRemoteJWKSet(
        new URL(metadata.jwks_uri),
        options.fetch ? { [customFetch]: (url, init) => fetchImplementation(url, init) } : {},
      ),
      userinfoEndpoint: metadata.userinfo_endpoint,
    };
  }

  async function emailFromUserinfo(
    issuer: DiscoveredIssuer,
    token: string,
    payload: JWTPayload,
  ): Promise<string> {
    const now = Date.now();
    const remembered = emailByToken.get(token);
    if (remembered && remembered.expiresAt > now) return remembered.email;
    if (!issuer.userinfoEndpoint) {
      throw new AccessTokenError('invalid', 'The access token carries no e-mail');
    }
    const response = await fetchImplementation(issuer.userinfoEndpoint, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!response.ok) throw new AccessTokenError('invalid', 'The user info could not be read');
    const info = (await response.json()) as {
      sub?: string;
      email?: string;
      email_verified?: unknown;
    };
    if (info.sub !== payload.sub || typeof info.email !== 'string') {
      throw new AccessTokenError('invalid', 'The user info has no e-mail for this subject');
    }
    if (info.email_verified !== true) throw unverifiedEmail();
    const email = info.email.toLowerCase();
    for (const [key, entry] of emailByToken) if (entry.expiresAt <= now) emailByToken.delete(key);
    emailByToken.set(token, { email, expiresAt: (payload.exp ?? 0) * 1000 });
    return email;
  }

  return {
    profileIssuer: options.issuer,
    async verify(token) {
      if (!token) throw new AccessTokenError('missing', 'No access token');
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      const issuer = await discovered;
      const payload = await verifyJwt(token, issuer.keys, { ...options, typ: 'at+jwt' });
      let email = emailClaim(payload);
      if (email !== undefined && payload.email_verified !== true) throw unverifiedEmail();
      email ??= await emailFromUserinfo(issuer, token, payload);
      return { subject: payload.sub as string, email, ...rolesClaim(payload) };
    },
  };
}
