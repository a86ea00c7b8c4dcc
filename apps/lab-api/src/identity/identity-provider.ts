// The embedded OpenID Connect provider of the lab (oidc-provider 9), mounted under `/oidc` of
// the one origin. Its own pages (sign-in, password reset) are served by the same handler.
// Timeouts and the reasons behind them: docs/decisions/identity-provider.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import Provider, {
  errors as oidcErrors,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { createLocalVerifier, type AccessTokenVerifier } from './access-token-verifier.js';
import type { IdentityDatabase } from './identity-schema.js';
import {
  createUser as insertNewUser,
  findUserById,
  findUserRoles,
  markUserDisabled,
  type IdentityUser,
} from './identity-users.js';
import { IdentityPages, type IdentityAuditEntry } from './identity-pages-handler.js';
import type { Mailer } from './mailer.js';
import { deleteExpiredOidcPayloads, kyselyOidcAdapterFactory } from './oidc-adapter.js';
import {
  findStoredTotpKey,
  loadCookieKeys,
  loadSigningKeys,
  loadTotpKey,
} from './provider-secrets.js';
import { createSecretBox } from './secret-box.js';
import { renderErrorPage, renderMessagePage, renderSignOutPage } from './identity-pages.js';
import { identityMessages as messages } from './identity-messages.js';
import { endSessionsOfGrant, endUserSessions, tokenStanding } from './user-sessions.js';
import { deleteEndedAttemptWindows, type AttemptLimit } from './sign-in-rate-limiter.js';
import { deleteExpiredSignInSteps, resealStoredSecrets, sealStoredSecrets } from './two-factor.js';

export type { IdentityAuditEntry } from './identity-pages-handler.js';

export interface IdentityLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface IdentityProviderOptions {
  db: Kysely<IdentityDatabase>;
  /** `${PUBLIC_URL}/oidc`; its path is where the provider is mounted. */
  issuer: string;
  clientId?: string;
  /** The API's audience (`aud` of access tokens). */
  audience?: string;
  /** Origins of the portal: redirect URIs `${origin}/signin-callback`, post-logout `${origin}/`. */
  redirectOrigins: string[];
  /** `ACCESS_TOKEN_TTL` (default 900 s). */
  accessTokenTtlSeconds?: number;
  /** Absolute lifetime of a refresh-token family, counted from sign-in (default 12 h). */
  refreshTokenAbsoluteTtlSeconds?: number;
  /** Absolute lifetime of the provider's session, counted from sign-in (default 12 h). */
  sessionTtlSeconds?: number;
  /** `OIDC_COOKIE_KEYS`; when empty a generated key is kept in the database. */
  cookieKeys?: readonly string[] | undefined;
  /** `OIDC_SIGNING_KEYS`: private JWKs; when absent a generated key is kept in the database. */
  signingKeys?: JWK[] | undefined;
  /** Called for every sign-in, failed sign-in, password reset and disabled user. */
  recordAudit?: ((entry: IdentityAuditEntry) => Promise<void>) | undefined;
  mailer: Mailer;
  /** Failed sign-ins allowed per e-mail (default 10 per 15 minutes). */
  signInLimitPerEmail?: AttemptLimit;
  /** Failed sign-ins allowed per client IP (default 50 per 15 minutes: offices share addresses). */
  signInLimitPerIp?: AttemptLimit;
  /** Every user signs in with a TOTP second factor, enrolling at their next sign-in. */
  requireSecondFactor?: boolean;
  /**
   * `TOTP_ENCRYPTION_KEY`: the AES-256-GCM key of the TOTP secrets at rest (32 bytes). Absent (demo
   * only; production requires it): a generated key kept in the database.
   */
  totpEncryptionKey?: Buffer | undefined;
  /**
   * `TOTP_ENCRYPTION_KEY_PREVIOUS`: keys rotated out, still opening what they sealed until the
   * start re-seals it with the current key (docs/security.md "Rotating the TOTP key").
   */
  totpPreviousKeys?: readonly Buffer[] | undefined;
  logger?: IdentityLogger | undefined;
}

export interface RequestContext {
  /** The client's address as the server sees it (Fastify's `request.ip`, proxy-aware). */
  clientIp?: string | undefined;
}

export interface IdentityProvider {
  /** Raw Node handler for everything under the mount path (e.g. `/oidc/...`). */
  handleRequest(req: IncomingMessage, res: ServerResponse, context?: RequestContext): Promise<void>;
  verifier: AccessTokenVerifier;
  /** Where the provider is mounted, e.g. `/oidc`. */
  mountPath: string;
  issuer: string;
  createUser(email: string, password: string): Promise<IdentityUser>;
  /** Disables the user, ends their sessions and revokes their grants (refresh tokens included). */
  disableUser(email: string): Promise<IdentityUser | undefined>;
  /** The underlying oidc-provider instance (tests, diagnostics). */
  provider: Provider;
  close(): Promise<void>;
}

const defaultAccessTokenTtl = 900;
const twelveHours = 12 * 60 * 60;
/** Authorization codes: exchanged at once by the portal; far below the 10-minute ceiling. */
const authorizationCodeTtl = 60;
const interactionTtl = 30 * 60;
const fifteenMinutes = 15 * 60;
const cleanupIntervalMs = 10 * 60 * 1000;

/** oidc-provider wants an absolute URI as resource indicator; the audience need not be one. */
export function resourceIndicatorFor(audience: string): string {
  return URL.canParse(audience) && !audience.includes('#')
    ? audience
    : `urn:loci:resource:${audience}`;
}

function publicKeys(keys: JWK[]): JWK[] {
  return keys.map((key) => {
    const { kty, kid, alg, use, n, e, crv, x, y } = key;
    return Object.fromEntries(
      Object.entries({ kty, kid, alg, use, n, e, crv, x, y }).filter(
        ([, value]) => value !== undefined,
      ),
    ) as JWK;
  });
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function createIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const {
    db,
    clientId = 'loci-portal',
    audience = 'loci-api',
    accessTokenTtlSeconds = defaultAccessTokenTtl,
    refreshTokenAbsoluteTtlSeconds = twelveHours,
    sessionTtlSeconds = twelveHours,
    logger,
  } = options;
  const refreshTokenIdleSeconds = accessTokenTtlSeconds + 60;
  const issuer = options.issuer.replace(/\/+$/, '');
  const issuerUrl = new URL(issuer);
  const mountPath = issuerUrl.pathname === '/' ? '' : issuerUrl.pathname;
  const redirectOrigins = options.redirectOrigins.map((origin) => new URL(origin).origin);
  if (redirectOrigins.length === 0) throw new Error('At least one redirect origin is required');
  const portalOrigin = redirectOrigins[0] as string;
  const apiResource = resourceIndicatorFor(audience);

  const [signingKeys, cookieKeys] = await Promise.all([
    options.signingKeys && options.signingKeys.length > 0
      ? { keys: options.signingKeys }
      : loadSigningKeys(db),
    loadCookieKeys(db, options.cookieKeys),
  ]);

  const configuration: Configuration = {
    adapter: kyselyOidcAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Loci provider portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectOrigins.map((origin) => `${origin}/signin-callback`),
        post_logout_redirect_uris: redirectOrigins.map((origin) => `${origin}/`),
        scope: 'openid profile email offline_access',
      },
    ],
    jwks: { keys: signingKeys.keys },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      // `amr` says how the user proved who they are (pwd, otp): the API can ask for both.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'roles'],
    },
    // A first-party client: the ID token carries the e-mail so that the portal needs no userinfo call.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => redirectOrigins.includes(origin),
    async findAccount(_ctx, subject) {
      const user = await findUserById(db, subject);
      if (!user || user.disabled) return undefined;
      const roles = await findUserRoles(db, user.id);
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          preferred_username: user.email,
          ...(roles.length > 0 ? { roles } : {}),
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await findUserById(db, accountId);
      if (!user) return undefined;
      // The lab-staff role travels in the access token: the API's lab desk checks it.
      const roles = await findUserRoles(db, user.id);
      // `gid`: the grant the token belongs to, so that the API refuses it once the grant is revoked
      // (sign-out, idle logout, refresh-token reuse, a disabled user), not only at its expiry.
      const grantId = 'grantId' in token ? token.grantId : undefined;
      return {
        email: user.email,
        // The provider's own users: the lab entered their e-mails (createJwksVerifier requires it).
        email_verified: true,
        ...(roles.length > 0 ? { roles } : {}),
        ...(grantId ? { gid: grantId } : {}),
      };
    },
    // First-party portal: no consent screen. The grant covers every scope the client may ask
    // for and the API resource, so that refresh tokens are issued without a consent prompt.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session) return undefined;
      const grantId =
        (result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== clientId || !session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(apiResource, 'api');
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: authorizationCodeTtl,
      IdToken: Math.max(accessTokenTtlSeconds, 3600),
      Interaction: interactionTtl,
      Grant: Math.max(refreshTokenAbsoluteTtlSeconds, sessionTtlSeconds),
      // A rotated refresh token inherits what is left of the family's absolute lifetime.
      // Idle expiry too: unused for longer than the portal's inactivity rule (last activity plus
      // the token lifetime, spec document 0 "Session") plus a minute of grace, it is dead.
      RefreshToken(ctx, token) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        const issuedAt = rotated
          ? (rotated.iiat ?? rotated.iat ?? epochSeconds())
          : (token.iiat ?? token.iat ?? epochSeconds());
        const absolute = issuedAt + refreshTokenAbsoluteTtlSeconds - epochSeconds();
        return Math.max(1, Math.min(absolute, refreshTokenIdleSeconds));
      },
      // Absolute: counted from the sign-in, never extended by activity.
      Session(_ctx, session) {
        const start = session.loginTs ?? epochSeconds();
        return Math.max(1, start + sessionTtlSeconds - epochSeconds());
      },
    },
    // Codes and refresh tokens die with the provider session: signing out (RP-initiated logout),
    // the session's absolute lifetime and disabling the user all end the refresh-token family.
    expiresWithSession: async () => true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== apiResource) throw new oidcErrors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderSignOutPage({ mountPath, form });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            mountPath,
            title: messages.signedOutTitle,
            text: messages.signedOut,
            role: 'status',
            link: { href: `${portalOrigin}/`, label: messages.returnToPortal },
          });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        mountPath,
        error: out.error,
        description: out.error_description,
        portalHref: `${portalOrigin}/`,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // The public address is PUBLIC_URL whatever the request's Host: behind a proxy or not, every
  // URL the provider builds (discovery, redirects, cookie paths) starts with the issuer.
  provider.proxy = true;
  const providerCallback = provider.callback();

  const recordAudit = options.recordAudit ?? (async () => undefined);
  const clientIps = new WeakMap<IncomingMessage, string>();
  const clientIpOf = (ctx: KoaContextWithOIDC) => clientIps.get(ctx.req) ?? null;
  const auditInBackground = (entry: IdentityAuditEntry) => {
    recordAudit(entry).catch((error: unknown) => {
      logger?.error({ err: error, action: entry.action }, 'identity audit failed');
    });
  };
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    logger?.error({ err: error }, 'identity provider error');
  });
  // Reuse detection: oidc-provider has already revoked the whole grant; record who and where.
  provider.on('grant.error', (ctx: KoaContextWithOIDC, error: oidcErrors.OIDCProviderError) => {
    if (error.error_detail !== 'refresh token already used') {
      // The response says only "grant request is invalid": the reason is for the lab's operators.
      // A refused refresh signs a user out unasked (an expired token reads as not found: the
      // adapter finds no expired rows). Token values are never logged.
      logger?.warn(
        { error: error.error, detail: error.error_detail, grantType: ctx.oidc.params?.grant_type },
        'token request refused',
      );
      return;
    }
    const subject = ctx.oidc.entities.RefreshToken?.accountId ?? null;
    logger?.warn({ subject }, 'refresh token reused: its grant was revoked');
    auditInBackground({
      action: 'refresh_token_reuse',
      outcome: 'failure',
      actorSubject: subject,
      clientIp: clientIpOf(ctx),
      detail: { grantRevoked: true },
    });
  });
  // A revoked grant (the portal revokes the refresh token on sign-out and idle logout) also ends
  // the provider session that holds it: signing in again asks for the password.
  provider.on('grant.revoked', (_ctx: KoaContextWithOIDC, grantId: string) => {
    void endSessionsOfGrant(db, grantId).catch((error: unknown) =>
      logger?.error({ err: error }, 'ending the sessions of a revoked grant failed'),
    );
  });
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const subject = ctx.oidc.session?.accountId;
    if (!subject) return;
    auditInBackground({
      action: 'sign_out',
      outcome: 'success',
      actorSubject: subject,
      clientIp: clientIpOf(ctx),
    });
  });
  // TOTP secrets at rest: sealed with the configured key; any still plain are sealed now, and any
  // sealed with a previous key (or the demo's key kept in the database) are re-sealed.
  const previousKeys = [...(options.totpPreviousKeys ?? [])];
  const keptKey = options.totpEncryptionKey ? await findStoredTotpKey(db) : undefined;
  if (keptKey) previousKeys.push(keptKey);
  const secretBox = createSecretBox(
    options.totpEncryptionKey ?? (await loadTotpKey(db)),
    previousKeys,
  );
  const sealedNow = await sealStoredSecrets(db, secretBox);
  if (sealedNow > 0) logger?.warn({ sealed: sealedNow }, 'TOTP secrets encrypted at rest');
  const resealed = await resealStoredSecrets(db, secretBox);
  if (resealed > 0) {
    // One row for the whole rotation: the count only, never a secret.
    await recordAudit({
      action: 'totp_secrets_resealed',
      outcome: 'success',
      detail: { count: resealed },
    });
    logger?.warn({ resealed }, 'TOTP secrets re-sealed with the current key');
  }
  const pages = new IdentityPages({
    db,
    provider,
    issuerUrl,
    mountPath,
    portalOrigin,
    mailer: options.mailer,
    recordAudit,
    signInLimitPerEmail: options.signInLimitPerEmail ?? {
      maxFailures: 10,
      windowSeconds: fifteenMinutes,
    },
    signInLimitPerIp: options.signInLimitPerIp ?? {
      maxFailures: 50,
      windowSeconds: fifteenMinutes,
    },
    endUserSessions: (userId) => endUserSessions(db, userId),
    requireSecondFactor: options.requireSecondFactor ?? false,
    secretBox,
    logger,
  });

  const verifier = createLocalVerifier({
    jwks: { keys: publicKeys(signingKeys.keys) as never },
    issuer,
    audience,
    algorithms: ['RS256'],
    // Issuer and verifier share one clock: no tolerance, so short test lifetimes are exact.
    clockToleranceSeconds: 0,
    standing: (subject, grantId) => tokenStanding(db, subject, grantId),
  });

  const cleanup = setInterval(() => {
    void Promise.all([
      deleteExpiredOidcPayloads(db),
      pages.deleteExpiredResetTokens(),
      deleteEndedAttemptWindows(db),
      deleteExpiredSignInSteps(db),
    ]).catch((error: unknown) => logger?.warn({ err: error }, 'identity cleanup failed'));
  }, cleanupIntervalMs);
  cleanup.unref();

  async function passToProvider(req: IncomingMessage, res: ServerResponse, subPath: string) {
    const original = req.url ?? '/';
    const query = original.includes('?') ? original.slice(original.indexOf('?')) : '';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = `${subPath}${query}`;
    req.headers['x-forwarded-proto'] = issuerUrl.protocol.replace(':', '');
    req.headers['x-forwarded-host'] = issuerUrl.host;
    await providerCallback(req, res);
  }

  async function handleRequest(
    req: IncomingMessage,
    res: ServerResponse,
    context: RequestContext = {},
  ): Promise<void> {
    const pathname = new URL(req.url ?? '/', issuerUrl).pathname;
    if (pathname !== mountPath && !pathname.startsWith(`${mountPath}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const subPath = pathname.slice(mountPath.length) || '/';
    const clientIp = context.clientIp ?? req.socket.remoteAddress ?? 'unknown';
    clientIps.set(req, clientIp);
    try {
      const handled = await pages.handle(req, res, subPath, clientIp);
      if (!handled) await passToProvider(req, res, subPath);
    } catch (error) {
      logger?.error({ err: error }, 'identity request failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(
          renderErrorPage({ mountPath, error: 'server_error', portalHref: `${portalOrigin}/` }),
        );
      } else if (!res.writableEnded) {
        res.end();
      }
    }
  }

  return {
    handleRequest,
    verifier,
    mountPath,
    issuer,
    provider,
    createUser: (email, password) => insertNewUser(db, email, password),
    async disableUser(email) {
      const user = await markUserDisabled(db, email, true);
      if (!user) return undefined;
      await endUserSessions(db, user.id);
      await recordAudit({
        action: 'user_disabled',
        outcome: 'success',
        actorEmail: user.email,
        actorSubject: user.id,
        entityType: 'identity_user',
        entityId: user.id,
      });
      return user;
    },
    async close() {
      clearInterval(cleanup);
    },
  };
}
