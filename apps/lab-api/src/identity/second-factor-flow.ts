// The second factor: its check in a sign-in, the enrolment (first code, recovery codes) in a
// sign-in or in the two-step setup, and the current code asked before changes to one's account.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import { auditOwnChange, portalHref, type IdentityPageContext } from './identity-page-context.js';
import { renderMessagePage } from './identity-pages.js';
import { findUserById, type IdentityUser } from './identity-users.js';
import { finishSignIn, interactionDetails, sendInteractionError } from './sign-in-interaction.js';
import {
  renderEnrolPage,
  renderRecoveryCodesPage,
  renderSecondFactorPage,
} from './two-factor-pages.js';
import {
  confirmEnrolment,
  endSignInStep,
  enrolmentQr,
  findSignInStep,
  hasSecondFactor,
  maxCodeFailures,
  newEnrolment,
  recordStepFailure,
  saveSignInStep,
  verifySecondFactor,
  type SignInStep,
} from './two-factor.js';

export function secondFactorPage(context: IdentityPageContext, uid: string, error?: string) {
  const { mountPath } = context.options;
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
async function stepUser(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  expected: SignInStep,
) {
  const details = await interactionDetails(context, req, res, uid);
  if (!details) return undefined;
  const step = await findSignInStep(context.options.db, uid, context.options.secretBox);
  const user = step && (await findUserById(context.options.db, step.userId));
  if (
    details.prompt.name !== 'login' ||
    !step ||
    step.step !== expected ||
    !user ||
    user.disabled
  ) {
    sendInteractionError(context, res, new Error('no sign-in pending'));
    return undefined;
  }
  return { step, user };
}

export async function checkSecondFactor(context: IdentityPageContext, post: FormPost, uid: string) {
  const { req, res, form, clientIp } = post;
  const found = await stepUser(context, req, res, uid, 'second-factor');
  if (!found) return;
  const { user } = found;
  const { db } = context.options;
  const code = (form.get('code') ?? '').trim();
  if (!code) {
    sendHtml(res, 400, secondFactorPage(context, uid, messages.codeMissing));
    return;
  }
  const proof = await verifySecondFactor(db, user.id, code, context.options.secretBox);
  if (proof) {
    await finishWithSecondFactor(context, req, res, { uid, user, clientIp, secondFactor: proof });
    return;
  }
  const failures = await recordStepFailure(db, uid);
  await context.failuresByEmail.recordFailure(user.email);
  await context.failuresByIp.recordFailure(clientIp);
  await auditCodeRefused(context, user, clientIp, { reason: 'wrong_code', failures });
  if (failures >= maxCodeFailures) {
    await endSignInStep(db, uid);
    sendHtml(
      res,
      401,
      renderMessagePage({
        mountPath: context.options.mountPath,
        title: messages.errorTitle,
        text: messages.tooManyCodes,
        role: 'alert',
        link: { href: portalHref(context, '/signin'), label: messages.signInToPortal },
      }),
    );
    return;
  }
  sendHtml(res, 401, secondFactorPage(context, uid, messages.codeIncorrect));
}

export async function enrol(context: IdentityPageContext, post: FormPost, uid: string) {
  const { req, res, form, clientIp } = post;
  const found = await stepUser(context, req, res, uid, 'enrol');
  if (!found) return;
  const { user, step } = found;
  const { db, mountPath } = context.options;
  const recoveryCodes = await confirmFirstCode(context, res, {
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
  sendRecoveryCodes(context, res, recoveryCodes, {
    action: `${mountPath}/interaction/${uid}/continue`,
  });
}

export async function continueAfterCodes(
  context: IdentityPageContext,
  post: FormPost,
  uid: string,
) {
  const { req, res, clientIp } = post;
  const found = await stepUser(context, req, res, uid, 'recovery-codes');
  if (!found) return;
  const { user } = found;
  await finishWithSecondFactor(context, req, res, {
    uid,
    user,
    clientIp,
    secondFactor: 'enrolled',
  });
}

/** The sign-in's last step once the second factor was proven: the step ends, the login is given. */
async function finishWithSecondFactor(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  proven: { uid: string; user: IdentityUser; clientIp: string; secondFactor: string },
) {
  const { uid, user, clientIp, secondFactor } = proven;
  await endSignInStep(context.options.db, uid);
  await finishSignIn(context, req, res, {
    userId: user.id,
    email: user.email,
    clientIp,
    amr: ['pwd', 'otp', 'mfa'],
    detail: { secondFactor },
  });
}

/**
 * An enrolment's new secret, kept (sealed) with the step under `stepKey` until its first code
 * confirms it, and the page that shows it.
 */
export async function startEnrolment(
  context: IdentityPageContext,
  res: ServerResponse,
  user: IdentityUser,
  stepKey: string,
  action: string,
) {
  const { db, mountPath, secretBox } = context.options;
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

/**
 * An enrolment's first code, in a sign-in or in the user's own re-enrolment: a wrong or missing
 * one shows the enrolment page again (the step ends after too many); a right one stores the
 * secret, audits `mfa_enrolled` and answers the new recovery codes. Undefined once refused.
 */
export async function confirmFirstCode(
  context: IdentityPageContext,
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
  const { db, mountPath, secretBox } = context.options;
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
  await auditOwnChange(context, 'mfa_enrolled', user, enrolment.clientIp, enrolment.detail);
  return recoveryCodes;
}

/** The recovery codes, shown once; the page's button posts to `action`. */
export function sendRecoveryCodes(
  context: IdentityPageContext,
  res: ServerResponse,
  codes: string[],
  next: { action: string; link?: { href: string; label: string } },
) {
  const { mountPath } = context.options;
  sendHtml(res, 200, renderRecoveryCodesPage({ mountPath, codes, ...next }));
}

/**
 * With two-step sign-in on, a current code (or a recovery code) is asked too; a wrong or
 * missing one counts as a failed attempt. Answers false once the refusal was sent.
 */
export async function currentCodeChecked(
  context: IdentityPageContext,
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
  const { db, secretBox } = context.options;
  if (!(await hasSecondFactor(db, user.id))) return true;
  const code = (form.get('code') ?? '').trim();
  if (code && (await verifySecondFactor(db, user.id, code, secretBox))) return true;
  await context.failuresByEmail.recordFailure(check.email);
  await auditCodeRefused(context, user, check.clientIp, {
    reason: code ? 'wrong_code' : 'missing_code',
    during: check.during,
  });
  sendHtml(res, 401, check.page(code ? messages.codeIncorrect : messages.codeMissing));
  return false;
}

/** A second factor's code refused for the user (`detail` says why and where). */
async function auditCodeRefused(
  context: IdentityPageContext,
  user: IdentityUser,
  clientIp: string,
  detail: Record<string, unknown>,
) {
  await context.options.recordAudit({
    action: 'mfa_failed',
    outcome: 'failure',
    actorSubject: user.id,
    actorEmail: user.email,
    clientIp,
    detail,
  });
}
