// The two-step setup: a user's own (re-)enrolment outside a sign-in, behind a one-off link.
import { createHash, randomBytes } from 'node:crypto';
import { sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import { portalHref, type IdentityPageContext } from './identity-page-context.js';
import { renderMessagePage } from './identity-pages.js';
import { findUserById, normaliseEmail } from './identity-users.js';
import { userByCurrentPassword } from './password-checks.js';
import {
  confirmFirstCode,
  currentCodeChecked,
  sendRecoveryCodes,
  startEnrolment,
} from './second-factor-flow.js';
import { renderTwoStepSetupPage } from './two-factor-pages.js';
import { endSignInStep, findSignInStep } from './two-factor.js';

/** A setup's pending secret is kept under the hash of its link's token, apart from interactions. */
function setupStepKey(token: string): string {
  return `setup:${createHash('sha256').update(token).digest('hex')}`;
}

export function twoStepSetupPage(
  context: IdentityPageContext,
  options: { email?: string; error?: string; codeError?: string },
) {
  const { mountPath } = context.options;
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
export async function startTwoStepSetup(
  context: IdentityPageContext,
  { res, form, clientIp }: FormPost,
) {
  const email = normaliseEmail(form.get('email') ?? '');
  const currentPassword = form.get('currentPassword') ?? '';
  const user = await userByCurrentPassword(context, res, {
    email,
    currentPassword,
    clientIp,
    page: (options) => twoStepSetupPage(context, { email, ...options }),
    audit: { action: 'mfa_enrolled', during: 'reenrolment' },
  });
  if (!user) return;
  const codeChecked = await currentCodeChecked(context, res, form, user, {
    email,
    clientIp,
    during: 'reenrolment',
    page: (codeError) => twoStepSetupPage(context, { email, codeError }),
  });
  if (!codeChecked) return;
  const token = randomBytes(32).toString('base64url');
  const action = `${context.options.mountPath}/two-step-sign-in/${token}`;
  await startEnrolment(context, res, user, setupStepKey(token), action);
}

export async function confirmTwoStepSetup(
  context: IdentityPageContext,
  { res, form, clientIp }: FormPost,
  token: string,
) {
  const { db, mountPath, secretBox } = context.options;
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
  const recoveryCodes = await confirmFirstCode(context, res, {
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
  sendRecoveryCodes(context, res, recoveryCodes, {
    action: `${mountPath}/two-step-sign-in`,
    link: { href: portalHref(context, '/'), label: messages.returnToPortal },
  });
}
