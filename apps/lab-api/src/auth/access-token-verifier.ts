import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Who a valid access token speaks for. */
export interface TokenIdentity {
  subject: string;
  /** Lower-cased e-mail: links the sign-in to the lab's user profile. */
  email: string;
  /** Roles the identity provider gives the user (`lab-staff`); absent when none. */
  roles?: readonly string[];
}

/**
 * Checks a bearer token and rejects when it is not acceptable (any rejection answers 401).
 * Implementations: the embedded provider's and the JWKS one for `OIDC_ISSUER` (src/identity/),
 * and `createJwtVerifier` over a given key set.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<TokenIdentity>;
}

export class InvalidAccessTokenError extends Error {
  readonly problem: 'expired' | 'invalid';

  constructor(problem: 'expired' | 'invalid', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidAccessTokenError';
    this.problem = problem;
  }
}

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's signing keys (`createLocalJWKSet` or `createRemoteJWKSet` of jose). */
  keys: JWTVerifyGetKey;
  /** Allowed clock difference in seconds (default 5). */
  clockToleranceSeconds?: number;
}

/** Verifies signed JWT access tokens: signature, issuer, audience, expiry, subject and e-mail. */
export function createJwtVerifier(options: JwtVerifierOptions): AccessTokenVerifier {
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          clockTolerance: options.clockToleranceSeconds ?? 5,
          requiredClaims: ['exp', 'sub'],
          algorithms: ['RS256', 'PS256', 'ES256'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new InvalidAccessTokenError('expired', 'The access token has expired', {
            cause: error,
          });
        }
        throw new InvalidAccessTokenError('invalid', 'The access token is not valid', {
          cause: error,
        });
      }
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      if (!payload.sub || !email.includes('@')) {
        throw new InvalidAccessTokenError('invalid', 'The access token names no subject or e-mail');
      }
      const roles = Array.isArray(payload.roles)
        ? payload.roles.filter((role): role is string => typeof role === 'string')
        : [];
      return { subject: payload.sub, email, ...(roles.length > 0 ? { roles } : {}) };
    },
  };
}
