export {
  createJwtVerifier,
  InvalidAccessTokenError,
  type AccessTokenVerifier,
  type JwtVerifierOptions,
  type TokenIdentity,
} from './access-token-verifier.js';
