// The provider's own pages: sign-in (the login prompt of an interaction), password reset, and
// the static assets they use. Everything else under the mount path goes to oidc-provider.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { IdentityDatabase } from './identity-schema.js';
import { identityMessages as messages } from './identity-messages.js';
import {
  identitySignOutScript,
  identityStylesheet,
  renderErrorPage,
  renderMessagePage,
  renderNewPasswordPage,
  renderResetRequestPage,
  renderSignInPage,
} from './identity-pages.js';
import {
  findUserByEmail,
  findUserById,
  minimumPasswordLength,
  normaliseEmail,
  setPassword,
  type IdentityUser,
} from './identity-users.js';
import { isCommonPassword } from './common-passwords.js';
import type { Mailer } from './mailer.js';
import {
  renderChangePasswordPage,
  renderEnrolPage,
  renderRecoveryCodesPage,
  renderSecondFactorPage,
  renderTwoStepSetupPage,
} from './two-factor-pages.js';
import {
  confirmEnrolment,
  endSignInStep,
  enrolmentQr,
  findSignInStep,
  hasSecondFactor,
  maxCodeFailures,
  mustEnrolSecondFactor,
  newEnrolment,
  recordStepFailure,
  saveSignInStep,
  verifySecondFactor,
  type SignInStep,
} from './two-factor.js';
import type { SecretBox } from './secret-box.js';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing.js';
import {
  claimResetLink,
  deleteExpiredResetLinks,
  saveResetLink,
  usableResetLinkUser,
} from './password-resets.js';
import {
  DatabaseAttemptLimiter,
  type AttemptCounter,
  type AttemptLimit,
} from './sign-in-rate-limiter.js';

/** One line of the audit trail; the server maps it onto its append-only audit table. */
export interface IdentityAuditEntry {
  action:
    | 'sign_in'
    | 'sign_in_failed'
    | 'sign_out'
    | 'password_reset_requested'
    | 'password_reset'
    | 'password_changed'
    | 'mfa_enrolled'
    | 'mfa_failed'
    | 'user_disabled'
    | 'refresh_token_reuse'
    | 'totp_secrets_resealed';
  outcome: 'success' | 'failure';
  actorSubject?: string | null;
  /** Lower-cased e-mail that was used (also for unknown e-mails: no patient data). */
  actorEmail?: string | null;
  entityType?: 'identity_user';
  entityId?: string | null;
  clientIp?: string | null;
  /** Reasons only (`wrong_password`, `unknown_email`, `disabled`, `rate_limited`...). */
  detail?: Record<string, unknown> | null;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface IdentityPagesOptions {
  db: Kysely<IdentityDatabase>;
  provider: Provider;
  issuerUrl: URL;
  mountPath: string;
  portalOrigin: string;
  mailer: Mailer;
  recordAudit: (entry: IdentityAuditEntry) => Promise<void>;
  signInLimitPerEmail: AttemptLimit;
  signInLimitPerIp: AttemptLimit;
  endUserSessions: (userId: string) => Promise<void>;
  /** Every user must use a second factor, enrolling at their next sign-in (production mode). */
  requireSecondFactor?: boolean;
  /** Seals TOTP secrets at rest (secret-box.ts). */
  secretBox?: SecretBox | undefined;
  logger?: Logger | undefined;
}

/** Reset links live 30 minutes and work once. */
export const resetTokenTtlMinutes = 30;
const maxFormBytes = 8 * 1024;
const resetRequestsPerWindow = { maxFailures: 5, windowSeconds: 15 * 60 };

const securityHeaders = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'x-content-type-options': 'nosniff',
};

class FormTooLargeError extends Error {}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxFormBytes) throw new FormTooLargeError('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A setup's pending secret is kept under the hash of its link's token, apart from interactions. */
function setupStepKey(token: string): string {
  return `setup:${createHash('sha256').update(token).digest('hex')}`;
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  res.statusCode = status;
  for (const [name, value] of Object.entries({ ...securityHeaders, ...headers })) {
    res.setHeader(name, value);
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}

/** A posted form of these pages, once it passed the same-origin check and the size limit. */
interface FormPost {
  req: IncomingMessage;
  res: ServerResponse;
  form: URLSearchParams;
  clientIp: string;
}

/** One of these pages: what a read (GET, HEAD) shows, what a posted form does. */
interface PageRoute {
  show?(res: ServerResponse, req: IncomingMessage): Promise<void> | void;
  post?(post: FormPost): Promise<void>;
}

export class IdentityPages {
  /** The interaction's posted steps, by the last part of their path. */
  readonly #interactionSteps: Record<string, (post: FormPost, uid: string) => Promise<void>> = {
    login: (post, uid) => this.#signIn(post, uid),
    'second-factor': (post, uid) => this.#checkSecondFactor(post, uid),
    enrol: (post, uid) => this.#enrol(post, uid),
    continue: (post, uid) => this.#continueAfterCodes(post, uid),
  };
  readonly #options: IdentityPagesOptions;
  readonly #failuresByEmail: AttemptCounter;
  readonly #failuresByIp: AttemptCounter;
  readonly #resetRequestsByEmail: AttemptCounter;
  readonly #resetRequestsByIp: AttemptCounter;

  constructor(options: IdentityPagesOptions) {
    this.#options = options;
    // In the database: every server instance shares the limits (docs/security.md).
    // A limit's counters are its own: a changed limit starts counting afresh.
    const limiter = (name: string, limit: AttemptLimit) =>
      new DatabaseAttemptLimiter(
        options.db,
        `${name}:${limit.maxFailures}/${limit.windowSeconds}`,
        limit,
      );
    this.#failuresByEmail = limiter('sign_in_email', options.signInLimitPerEmail);
    this.#failuresByIp = limiter('sign_in_ip', options.signInLimitPerIp);
    this.#resetRequestsByEmail = limiter('reset_email', resetRequestsPerWindow);
    this.#resetRequestsByIp = limiter('reset_ip', { maxFailures: 30, windowSeconds: 15 * 60 });
  }

  /** Answers the request when it is one of these pages; returns false to pass it on. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    subPath: string,
    clientIp: string,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';

    if (subPath === '/assets/identity.css' && isRead) {
      this.#sendAsset(res, 'text/css; charset=utf-8', identityStylesheet);
      return true;
    }
    if (subPath === '/assets/identity-sign-out.js' && isRead) {
      this.#sendAsset(res, 'text/javascript; charset=utf-8', identitySignOutScript);
      return true;
    }

    const page = this.#pageAt(subPath);
    if (!page) return false;
    if (isRead && page.show) await page.show(res, req);
    else if (method === 'POST' && page.post) await this.#post(req, res, clientIp, page.post);
    else this.#methodNotAllowed(res);
    return true;
  }

  /** The page at a path: what a read shows and what a posted form does (anything else: 405). */
  #pageAt(subPath: string): PageRoute | undefined {
    const interaction = /^\/interaction\/([\w-]+)(?:\/(login|second-factor|enrol|continue))?$/.exec(
      subPath,
    );
    if (interaction) {
      const [, uid, action] = interaction as unknown as [string, string, string | undefined];
      if (!action) return { show: (res, req) => this.#showInteraction(req, res, uid) };
      const step = this.#interactionSteps[action];
      return { post: (post) => step!(post, uid) };
    }
    if (subPath === '/change-password') {
      return {
        show: (res) => sendHtml(res, 200, this.#changePasswordPage({})),
        post: (post) => this.#changePassword(post),
      };
    }
    if (subPath === '/two-step-sign-in') {
      return {
        show: (res) => sendHtml(res, 200, this.#twoStepSetupPage({})),
        post: (post) => this.#startTwoStepSetup(post),
      };
    }
    const setup = /^\/two-step-sign-in\/([\w-]{20,100})$/.exec(subPath);
    if (setup) {
      const token = setup[1] as string;
      return { post: (post) => this.#confirmTwoStepSetup(post, token) };
    }
    if (subPath === '/reset-password') {
      return {
        show: (res) => this.#showResetRequest(res),
        post: (post) => this.#requestReset(post),
      };
    }
    const reset = /^\/reset-password\/([\w-]{20,100})$/.exec(subPath);
    if (reset) {
      const token = reset[1] as string;
      return {
        show: (res) => this.#showNewPassword(res, token),
        post: (post) => this.#setNewPassword(post, token),
      };
    }
    return undefined;
  }

  async deleteExpiredResetTokens(): Promise<void> {
    await deleteExpiredResetLinks(this.#options.db);
  }

  #sendAsset(res: ServerResponse, type: string, body: string) {
    res.statusCode = 200;
    res.setHeader('content-type', type);
    res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(body);
  }

  #methodNotAllowed(res: ServerResponse) {
    sendHtml(
      res,
      405,
      renderMessagePage({
        mountPath: this.#options.mountPath,
        title: messages.errorTitle,
        text: messages.notFound,
      }),
    );
  }

  #portalHref(path: string): string {
    return `${this.#options.portalOrigin}${path}`;
  }

  /** Forms are only accepted from the provider's own pages (defence in depth beside SameSite). */
  #sameOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return origin === undefined || origin === this.#options.issuerUrl.origin;
  }

  #refuseForeignOrigin(res: ServerResponse) {
    sendHtml(
      res,
      403,
      renderMessagePage({
        mountPath: this.#options.mountPath,
        title: messages.errorTitle,
        text: messages.forbiddenOrigin,
        role: 'alert',
      }),
    );
  }

  #sendInteractionError(res: ServerResponse, error: unknown) {
    const name =
      error instanceof Error && 'error' in error ? String(error.error) : 'invalid_request';
    const description =
      error instanceof Error && 'error_description' in error
        ? String(error.error_description)
        : undefined;
    sendHtml(
      res,
      400,
      renderErrorPage({
        mountPath: this.#options.mountPath,
        error: name,
        description,
        portalHref: this.#portalHref('/'),
      }),
    );
  }

  async #interactionDetails(req: IncomingMessage, res: ServerResponse, uid: string) {
    try {
      const details = await this.#options.provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      return details;
    } catch (error) {
      this.#sendInteractionError(res, error);
      return undefined;
    }
  }

  #signInPage(uid: string, email?: string, error?: string): string {
    const { mountPath } = this.#options;
    return renderSignInPage({
      mountPath,
      action: `${mountPath}/interaction/${uid}/login`,
      resetPasswordHref: `${mountPath}/reset-password`,
      ...(email === undefined ? {} : { email }),
      error,
    });
  }

  async #showInteraction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await this.#interactionDetails(req, res, uid);
    if (!details) return;
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      sendHtml(res, 200, this.#signInPage(uid, typeof hint === 'string' ? hint : undefined));
      return;
    }
    // Consent is granted by `loadExistingGrant` for the portal; any other prompt is unexpected.
    await this.#options.provider.interactionFinished(
      req,
      res,
      {
        error: 'access_denied',
        error_description: `prompt ${details.prompt.name} is not supported`,
      },
      { mergeWithLastSubmission: false },
    );
  }

  async #signIn({ req, res, form, clientIp }: FormPost, uid: string) {
    const details = await this.#interactionDetails(req, res, uid);
    if (!details) return;
    if (details.prompt.name !== 'login') {
      this.#sendInteractionError(res, new Error('no sign-in pending'));
      return;
    }
    const email = normaliseEmail(form.get('email') ?? '');
    const password = form.get('password') ?? '';
    const { recordAudit } = this.#options;

    const wait = await this.#secondsUntilAllowed(email, clientIp);
    if (wait > 0) {
      await recordAudit({
        action: 'sign_in_failed',
        outcome: 'failure',
        actorEmail: email || null,
        clientIp,
        detail: { reason: 'rate_limited' },
      });
      sendHtml(
        res,
        429,
        this.#signInPage(uid, email, messages.tooManyAttempts(Math.ceil(wait / 60))),
        {
          'retry-after': String(wait),
        },
      );
      return;
    }

    if (!email || !password) {
      sendHtml(res, 400, this.#signInPage(uid, email, messages.missingCredentials));
      return;
    }

    const { user, reason } = await this.#checkPassword(email, password, clientIp);
    if (!user) {
      await recordAudit({
        action: 'sign_in_failed',
        outcome: 'failure',
        actorSubject: reason.subject,
        actorEmail: email,
        clientIp,
        detail: { reason: reason.code },
      });
      sendHtml(res, 401, this.#signInPage(uid, email, messages.incorrectCredentials));
      return;
    }

    const { db, mountPath } = this.#options;
    if (await hasSecondFactor(db, user.id)) {
      await saveSignInStep(db, uid, { userId: user.id, step: 'second-factor' });
      sendHtml(res, 200, this.#secondFactorPage(uid));
      return;
    }
    if (this.#options.requireSecondFactor || (await mustEnrolSecondFactor(db, user.id))) {
      await this.#startEnrolment(res, user, uid, `${mountPath}/interaction/${uid}/enrol`);
      return;
    }
    await this.#finishSignIn(req, res, {
      userId: user.id,
      email: user.email,
      clientIp,
      amr: ['pwd'],
    });
  }

  /** Seconds before the e-mail and the address may try a password again (0: now). */
  async #secondsUntilAllowed(email: string, clientIp: string): Promise<number> {
    return Math.max(
      email ? await this.#failuresByEmail.retryAfterSeconds(email) : 0,
      await this.#failuresByIp.retryAfterSeconds(clientIp),
    );
  }

  /**
   * The user when the password is theirs and they may sign in; otherwise counts the failure
   * against the e-mail and the address and answers why (an unknown e-mail costs a real check too).
   */
  async #checkPassword(email: string, password: string, clientIp: string) {
    const user = await findUserByEmail(this.#options.db, email);
    const matches = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDecoy(password);
    if (user && matches && !user.disabled) return { user, reason: undefined } as const;
    await this.#failuresByEmail.recordFailure(email);
    await this.#failuresByIp.recordFailure(clientIp);
    const code = !user ? 'unknown_email' : !matches ? 'wrong_password' : 'disabled';
    return { user: undefined, reason: { code, subject: user?.id ?? null } } as const;
  }

  /**
   * The password change's and the re-enrolment's first checks: the attempt limits, both fields,
   * then the current password (a failure is audited as `audit.action`). Answers the user, or
   * undefined once a refusal was sent.
   */
  async #userByCurrentPassword(
    res: ServerResponse,
    check: {
      email: string;
      currentPassword: string;
      clientIp: string;
      page: (options: { error: string }) => string;
      audit: { action: 'password_changed' | 'mfa_enrolled'; during?: string };
    },
  ): Promise<IdentityUser | undefined> {
    const { email, currentPassword, clientIp, page, audit } = check;
    const wait = await this.#secondsUntilAllowed(email, clientIp);
    if (wait > 0) {
      sendHtml(res, 429, page({ error: messages.tooManyAttempts(Math.ceil(wait / 60)) }), {
        'retry-after': String(wait),
      });
      return undefined;
    }
    if (!email || !currentPassword) {
      sendHtml(res, 400, page({ error: messages.missingCredentials }));
      return undefined;
    }
    const { user, reason } = await this.#checkPassword(email, currentPassword, clientIp);
    if (user) return user;
    await this.#options.recordAudit({
      action: audit.action,
      outcome: 'failure',
      actorSubject: reason.subject,
      actorEmail: email,
      clientIp,
      detail: { reason: reason.code, ...(audit.during ? { during: audit.during } : {}) },
    });
    sendHtml(res, 401, page({ error: messages.currentPasswordIncorrect }));
    return undefined;
  }

  /**
   * With two-step sign-in on, a current code (or a recovery code) is asked too; a wrong or
   * missing one counts as a failed attempt. Answers false once the refusal was sent.
   */
  async #currentCodeChecked(
    res: ServerResponse,
    form: URLSearchParams,
    user: IdentityUser,
    check: {
      email: string;
      clientIp: string;
      during: string;
      page: (codeError: string) => string;
    },
  ): Promise<boolean> {
    const { db, secretBox } = this.#options;
    if (!(await hasSecondFactor(db, user.id))) return true;
    const code = (form.get('code') ?? '').trim();
    if (code && (await verifySecondFactor(db, user.id, code, secretBox))) return true;
    await this.#failuresByEmail.recordFailure(check.email);
    await this.#auditCodeRefused(user, check.clientIp, {
      reason: code ? 'wrong_code' : 'missing_code',
      during: check.during,
    });
    sendHtml(res, 401, check.page(code ? messages.codeIncorrect : messages.codeMissing));
    return false;
  }

  #passwordChangedPage(text: string) {
    return renderMessagePage({
      mountPath: this.#options.mountPath,
      title: messages.passwordChangedTitle,
      text,
      role: 'status',
      link: { href: this.#portalHref('/signin'), label: messages.signInToPortal },
    });
  }

  /** A second factor's code refused for the user (`detail` says why and where). */
  async #auditCodeRefused(user: IdentityUser, clientIp: string, detail: Record<string, unknown>) {
    await this.#options.recordAudit({
      action: 'mfa_failed',
      outcome: 'failure',
      actorSubject: user.id,
      actorEmail: user.email,
      clientIp,
      detail,
    });
  }

  /** A change the user made to their own account. */
  async #auditOwnChange(
    action: 'password_changed' | 'mfa_enrolled',
    user: IdentityUser,
    clientIp: string,
    detail?: Record<string, unknown>,
  ) {
    await this.#options.recordAudit({
      action,
      outcome: 'success',
      actorSubject: user.id,
      actorEmail: user.email,
      entityType: 'identity_user',
      entityId: user.id,
      clientIp,
      ...(detail ? { detail } : {}),
    });
  }

  /** The recovery codes, shown once; the page's button posts to `action`. */
  #sendRecoveryCodes(
    res: ServerResponse,
    codes: string[],
    next: { action: string; link?: { href: string; label: string } },
  ) {
    const { mountPath } = this.#options;
    sendHtml(res, 200, renderRecoveryCodesPage({ mountPath, codes, ...next }));
  }

  async #finishSignIn(
    req: IncomingMessage,
    res: ServerResponse,
    signIn: { userId: string; email: string; clientIp: string; amr: string[]; detail?: object },
  ) {
    await this.#options.recordAudit({
      action: 'sign_in',
      outcome: 'success',
      actorSubject: signIn.userId,
      actorEmail: signIn.email,
      clientIp: signIn.clientIp,
      detail: signIn.detail ? { ...signIn.detail } : null,
    });
    await this.#options.provider.interactionFinished(
      req,
      res,
      { login: { accountId: signIn.userId, amr: signIn.amr, remember: true } },
      { mergeWithLastSubmission: false },
    );
  }

  #secondFactorPage(uid: string, error?: string) {
    const { mountPath } = this.#options;
    return renderSecondFactorPage({
      mountPath,
      action: `${mountPath}/interaction/${uid}/second-factor`,
      error,
    });
  }

  /**
   * The form of a step after the password: same origin, the interaction of this browser (its
   * cookie), still at the login prompt, and at the expected step. Answers the step and the form.
   */
  async #stepUser(req: IncomingMessage, res: ServerResponse, uid: string, expected: SignInStep) {
    const details = await this.#interactionDetails(req, res, uid);
    if (!details) return undefined;
    const step = await findSignInStep(this.#options.db, uid, this.#options.secretBox);
    const user = step && (await findUserById(this.#options.db, step.userId));
    if (
      details.prompt.name !== 'login' ||
      !step ||
      step.step !== expected ||
      !user ||
      user.disabled
    ) {
      this.#sendInteractionError(res, new Error('no sign-in pending'));
      return undefined;
    }
    return { step, user };
  }

  async #checkSecondFactor({ req, res, form, clientIp }: FormPost, uid: string) {
    const found = await this.#stepUser(req, res, uid, 'second-factor');
    if (!found) return;
    const { user } = found;
    const { db } = this.#options;
    const code = (form.get('code') ?? '').trim();
    if (!code) {
      sendHtml(res, 400, this.#secondFactorPage(uid, messages.codeMissing));
      return;
    }
    const proof = await verifySecondFactor(db, user.id, code, this.#options.secretBox);
    if (proof) {
      await this.#finishWithSecondFactor(req, res, { uid, user, clientIp, secondFactor: proof });
      return;
    }
    const failures = await recordStepFailure(db, uid);
    await this.#failuresByEmail.recordFailure(user.email);
    await this.#failuresByIp.recordFailure(clientIp);
    await this.#auditCodeRefused(user, clientIp, { reason: 'wrong_code', failures });
    if (failures >= maxCodeFailures) {
      await endSignInStep(db, uid);
      sendHtml(
        res,
        401,
        renderMessagePage({
          mountPath: this.#options.mountPath,
          title: messages.errorTitle,
          text: messages.tooManyCodes,
          role: 'alert',
          link: { href: this.#portalHref('/signin'), label: messages.signInToPortal },
        }),
      );
      return;
    }
    sendHtml(res, 401, this.#secondFactorPage(uid, messages.codeIncorrect));
  }

  async #enrol({ req, res, form, clientIp }: FormPost, uid: string) {
    const found = await this.#stepUser(req, res, uid, 'enrol');
    if (!found) return;
    const { user, step } = found;
    const { db, mountPath } = this.#options;
    const recoveryCodes = await this.#confirmFirstCode(res, {
      form,
      user,
      secret: step.pendingSecret ?? '',
      stepKey: uid,
      failures: step.failures,
      action: `${mountPath}/interaction/${uid}/enrol`,
      clientIp,
    });
    if (!recoveryCodes) return;
    await saveSignInStep(db, uid, { userId: user.id, step: 'recovery-codes' });
    this.#sendRecoveryCodes(res, recoveryCodes, {
      action: `${mountPath}/interaction/${uid}/continue`,
    });
  }

  async #continueAfterCodes({ req, res, clientIp }: FormPost, uid: string) {
    const found = await this.#stepUser(req, res, uid, 'recovery-codes');
    if (!found) return;
    const { user } = found;
    await this.#finishWithSecondFactor(req, res, { uid, user, clientIp, secondFactor: 'enrolled' });
  }

  /** The sign-in's last step once the second factor was proven: the step ends, the login is given. */
  async #finishWithSecondFactor(
    req: IncomingMessage,
    res: ServerResponse,
    proven: { uid: string; user: IdentityUser; clientIp: string; secondFactor: string },
  ) {
    const { uid, user, clientIp, secondFactor } = proven;
    await endSignInStep(this.#options.db, uid);
    await this.#finishSignIn(req, res, {
      userId: user.id,
      email: user.email,
      clientIp,
      amr: ['pwd', 'otp', 'mfa'],
      detail: { secondFactor },
    });
  }

  /** A new password's problem, in the words of the page's fields, or undefined. */
  #newPasswordProblem(newPassword: string, confirmPassword: string) {
    if (newPassword.length < minimumPasswordLength) {
      return { newPassword: messages.passwordTooShort(minimumPasswordLength) };
    }
    if (isCommonPassword(newPassword)) return { newPassword: messages.passwordTooCommon };
    if (newPassword !== confirmPassword) return { confirmPassword: messages.passwordsDoNotMatch };
    return undefined;
  }

  /** Tells the owner of the account, so that a change they did not make does not go unseen. */
  async #sendPasswordChangedMail(email: string) {
    const { mailer, issuerUrl, mountPath } = this.#options;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    try {
      await mailer.send({
        to: email,
        subject: messages.passwordChangedMailSubject,
        text: messages.passwordChangedMailText(
          when,
          `${issuerUrl.origin}${mountPath}/reset-password`,
        ),
      });
    } catch (error) {
      this.#options.logger?.warn({ err: error }, 'password change mail could not be sent');
    }
  }

  #changePasswordPage(options: {
    email?: string;
    error?: string;
    newPasswordError?: string;
    confirmPasswordError?: string;
    codeError?: string;
  }) {
    const { mountPath } = this.#options;
    return renderChangePasswordPage({
      mountPath,
      action: `${mountPath}/change-password`,
      minimumLength: minimumPasswordLength,
      resetPasswordHref: `${mountPath}/reset-password`,
      ...options,
    });
  }

  async #changePassword({ res, form, clientIp }: FormPost) {
    const { db } = this.#options;
    const email = normaliseEmail(form.get('email') ?? '');
    const currentPassword = form.get('currentPassword') ?? '';
    const newPassword = form.get('newPassword') ?? '';
    const confirmPassword = form.get('confirmPassword') ?? '';

    const user = await this.#userByCurrentPassword(res, {
      email,
      currentPassword,
      clientIp,
      page: (options) => this.#changePasswordPage({ email, ...options }),
      audit: { action: 'password_changed' },
    });
    if (!user) return;
    const problem =
      this.#newPasswordProblem(newPassword, confirmPassword) ??
      (newPassword === currentPassword ? { newPassword: messages.samePassword } : undefined);
    if (problem) {
      sendHtml(
        res,
        400,
        this.#changePasswordPage({
          email,
          ...(problem.newPassword ? { newPasswordError: problem.newPassword } : {}),
          ...('confirmPassword' in problem && problem.confirmPassword
            ? { confirmPasswordError: problem.confirmPassword }
            : {}),
        }),
      );
      return;
    }
    // With two-step sign-in on, the password alone does not change the password.
    const codeChecked = await this.#currentCodeChecked(res, form, user, {
      email,
      clientIp,
      during: 'password_change',
      page: (codeError) => this.#changePasswordPage({ email, codeError }),
    });
    if (!codeChecked) return;
    await setPassword(db, user.id, newPassword);
    // As after a reset: every session and refresh token of the account ends.
    await this.#options.endUserSessions(user.id);
    await this.#auditOwnChange('password_changed', user, clientIp);
    await this.#sendPasswordChangedMail(user.email);
    sendHtml(res, 200, this.#passwordChangedPage(messages.passwordChangedSignIn));
  }

  #twoStepSetupPage(options: { email?: string; error?: string; codeError?: string }) {
    const { mountPath } = this.#options;
    return renderTwoStepSetupPage({
      mountPath,
      action: `${mountPath}/two-step-sign-in`,
      ...options,
    });
  }

  /**
   * A user's own (re-)enrolment outside a sign-in: the password and, when enrolled, a current code
   * (or a recovery code) first; then a new secret, confirmed by its first code, replaces the old
   * one and its recovery codes. The pending secret waits under a hash of the setup link's token.
   */
  async #startTwoStepSetup({ res, form, clientIp }: FormPost) {
    const email = normaliseEmail(form.get('email') ?? '');
    const currentPassword = form.get('currentPassword') ?? '';
    const user = await this.#userByCurrentPassword(res, {
      email,
      currentPassword,
      clientIp,
      page: (options) => this.#twoStepSetupPage({ email, ...options }),
      audit: { action: 'mfa_enrolled', during: 'reenrolment' },
    });
    if (!user) return;
    const codeChecked = await this.#currentCodeChecked(res, form, user, {
      email,
      clientIp,
      during: 'reenrolment',
      page: (codeError) => this.#twoStepSetupPage({ email, codeError }),
    });
    if (!codeChecked) return;
    const token = randomBytes(32).toString('base64url');
    const action = `${this.#options.mountPath}/two-step-sign-in/${token}`;
    await this.#startEnrolment(res, user, setupStepKey(token), action);
  }

  /**
   * An enrolment's new secret, kept (sealed) with the step under `stepKey` until its first code
   * confirms it, and the page that shows it.
   */
  async #startEnrolment(res: ServerResponse, user: IdentityUser, stepKey: string, action: string) {
    const { db, mountPath, secretBox } = this.#options;
    const enrolment = await newEnrolment(user.email, messages.labName);
    await saveSignInStep(
      db,
      stepKey,
      { userId: user.id, step: 'enrol', pendingSecret: enrolment.secret },
      secretBox,
    );
    sendHtml(
      res,
      200,
      renderEnrolPage({ mountPath, action, qrSvg: enrolment.qrSvg, secret: enrolment.secret }),
    );
  }

  async #confirmTwoStepSetup({ res, form, clientIp }: FormPost, token: string) {
    const { db, mountPath, secretBox } = this.#options;
    const key = setupStepKey(token);
    const step = await findSignInStep(db, key, secretBox);
    const user = step && (await findUserById(db, step.userId));
    if (!step || step.step !== 'enrol' || !step.pendingSecret || !user || user.disabled) {
      sendHtml(
        res,
        400,
        renderMessagePage({
          mountPath,
          title: messages.errorTitle,
          text: messages.twoStepSetupExpired,
          role: 'alert',
          link: { href: `${mountPath}/two-step-sign-in`, label: messages.twoStepSetupTitle },
        }),
      );
      return;
    }
    const recoveryCodes = await this.#confirmFirstCode(res, {
      form,
      user,
      secret: step.pendingSecret,
      stepKey: key,
      failures: step.failures,
      action: `${mountPath}/two-step-sign-in/${token}`,
      clientIp,
      detail: { reenrolment: true },
    });
    if (!recoveryCodes) return;
    await endSignInStep(db, key);
    this.#sendRecoveryCodes(res, recoveryCodes, {
      action: `${mountPath}/two-step-sign-in`,
      link: { href: this.#portalHref('/'), label: messages.returnToPortal },
    });
  }

  /**
   * An enrolment's first code, in a sign-in or in the user's own re-enrolment: a wrong or missing
   * one shows the enrolment page again (the step ends after too many); a right one stores the
   * secret, audits `mfa_enrolled` and answers the new recovery codes. Undefined once refused.
   */
  async #confirmFirstCode(
    res: ServerResponse,
    enrolment: {
      form: URLSearchParams;
      user: IdentityUser;
      secret: string;
      /** The sign-in step's key (the interaction, or the setup link's hashed token). */
      stepKey: string;
      failures: number;
      action: string;
      clientIp: string;
      detail?: Record<string, unknown>;
    },
  ): Promise<string[] | undefined> {
    const { db, mountPath, secretBox } = this.#options;
    const { user, secret, stepKey } = enrolment;
    const code = (enrolment.form.get('code') ?? '').trim();
    const recoveryCodes = code
      ? await confirmEnrolment(db, user.id, secret, code, secretBox)
      : undefined;
    if (!recoveryCodes) {
      const failures = code ? await recordStepFailure(db, stepKey) : enrolment.failures;
      const page = renderEnrolPage({
        mountPath,
        action: enrolment.action,
        qrSvg: await enrolmentQr(user.email, messages.labName, secret),
        secret,
        error: code ? messages.codeIncorrect : messages.codeMissing,
      });
      if (failures >= maxCodeFailures) await endSignInStep(db, stepKey);
      sendHtml(res, code ? 401 : 400, page);
      return undefined;
    }
    await this.#auditOwnChange('mfa_enrolled', user, enrolment.clientIp, enrolment.detail);
    return recoveryCodes;
  }

  /** Every posted form passes the same-origin check and the size limit before it is answered. */
  async #post(
    req: IncomingMessage,
    res: ServerResponse,
    clientIp: string,
    answer: (post: FormPost) => Promise<void>,
  ) {
    const form = await this.#sameOriginForm(req, res);
    if (form) await answer({ req, res, form, clientIp });
  }

  /** A posted form, after the same-origin check (403) and the size limit (413); else undefined once refused. */
  async #sameOriginForm(req: IncomingMessage, res: ServerResponse) {
    if (!this.#sameOrigin(req)) {
      this.#refuseForeignOrigin(res);
      return undefined;
    }
    return this.#readFormOr413(req, res);
  }

  async #readFormOr413(req: IncomingMessage, res: ServerResponse) {
    try {
      return await readForm(req);
    } catch (error) {
      if (!(error instanceof FormTooLargeError)) throw error;
      sendHtml(
        res,
        413,
        renderMessagePage({
          mountPath: this.#options.mountPath,
          title: messages.errorTitle,
          text: messages.errorIntro,
          role: 'alert',
        }),
        { connection: 'close' },
      );
      return undefined;
    }
  }

  #resetRequestPage(options: { email?: string; sent?: boolean; error?: string }) {
    const { mountPath } = this.#options;
    return renderResetRequestPage({
      mountPath,
      action: `${mountPath}/reset-password`,
      signInHref: this.#portalHref('/signin'),
      ...options,
    });
  }

  #showResetRequest(res: ServerResponse) {
    sendHtml(res, 200, this.#resetRequestPage({}));
  }

  async #requestReset({ res, form, clientIp }: FormPost) {
    const email = normaliseEmail(form.get('email') ?? '');
    if (!email || !email.includes('@')) {
      sendHtml(res, 400, this.#resetRequestPage({ email, error: messages.resetEmailRequired }));
      return;
    }
    // The answer never depends on whether the account exists or the limit was reached.
    const limited =
      (await this.#resetRequestsByEmail.retryAfterSeconds(email)) > 0 ||
      (await this.#resetRequestsByIp.retryAfterSeconds(clientIp)) > 0;
    await this.#resetRequestsByEmail.recordFailure(email);
    await this.#resetRequestsByIp.recordFailure(clientIp);
    const user = limited ? undefined : await findUserByEmail(this.#options.db, email);
    if (user && !user.disabled) {
      await this.#sendResetLink(user.id, user.email);
    }
    await this.#options.recordAudit({
      action: 'password_reset_requested',
      outcome: user && !user.disabled ? 'success' : 'failure',
      actorSubject: user?.id ?? null,
      actorEmail: email,
      clientIp,
      detail: user ? null : { reason: limited ? 'rate_limited' : 'unknown_email' },
    });
    sendHtml(res, 200, this.#resetRequestPage({ sent: true }));
  }

  async #sendResetLink(userId: string, email: string) {
    const { db, mailer, issuerUrl, mountPath } = this.#options;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + resetTokenTtlMinutes * 60 * 1000);
    await saveResetLink(db, { token, userId, now, expiresAt });
    const link = `${issuerUrl.origin}${mountPath}/reset-password/${token}`;
    try {
      await mailer.send({
        to: email,
        subject: messages.resetMailSubject,
        text: messages.resetMailText(link, resetTokenTtlMinutes),
      });
    } catch (error) {
      this.#options.logger?.warn({ err: error }, 'password reset mail could not be sent');
    }
  }

  #invalidLinkPage() {
    const { mountPath } = this.#options;
    return renderMessagePage({
      mountPath,
      title: messages.resetLinkInvalidTitle,
      text: messages.resetLinkInvalid,
      role: 'alert',
      link: { href: `${mountPath}/reset-password`, label: messages.requestNewLink },
    });
  }

  #newPasswordPage(token: string, errors: { newPassword?: string; confirmPassword?: string } = {}) {
    const { mountPath } = this.#options;
    return renderNewPasswordPage({
      mountPath,
      action: `${mountPath}/reset-password/${token}`,
      minimumLength: minimumPasswordLength,
      newPasswordError: errors.newPassword,
      confirmPasswordError: errors.confirmPassword,
    });
  }

  async #showNewPassword(res: ServerResponse, token: string) {
    const userId = await usableResetLinkUser(this.#options.db, token);
    if (!userId) sendHtml(res, 410, this.#invalidLinkPage());
    else sendHtml(res, 200, this.#newPasswordPage(token), { 'referrer-policy': 'same-origin' });
  }

  async #setNewPassword({ res, form, clientIp }: FormPost, token: string) {
    if (!(await usableResetLinkUser(this.#options.db, token))) {
      sendHtml(res, 410, this.#invalidLinkPage());
      return;
    }
    const newPassword = form.get('newPassword') ?? '';
    const confirmPassword = form.get('confirmPassword') ?? '';
    const problem = this.#newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      sendHtml(res, 400, this.#newPasswordPage(token, problem));
      return;
    }
    // Single use: only the request that flips `used_at` may change the password.
    const userId = await claimResetLink(this.#options.db, token);
    if (!userId) {
      sendHtml(res, 410, this.#invalidLinkPage());
      return;
    }
    await setPassword(this.#options.db, userId, newPassword);
    // A changed password ends every session and refresh token of the account.
    await this.#options.endUserSessions(userId);
    await this.#options.recordAudit({
      action: 'password_reset',
      outcome: 'success',
      actorSubject: userId,
      entityType: 'identity_user',
      entityId: userId,
      clientIp,
    });
    const owner = await findUserById(this.#options.db, userId);
    if (owner) await this.#sendPasswordChangedMail(owner.email);
    sendHtml(res, 200, this.#passwordChangedPage(messages.passwordChanged));
  }
}
