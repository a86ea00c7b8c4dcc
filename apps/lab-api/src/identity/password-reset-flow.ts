// The password reset: the request (a link by mail, limited, the same answer whether or not the
// account exists) and the new password behind the link (single use).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { emailField } from '@loci/contract';
import { sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import { portalHref, type IdentityPageContext } from './identity-page-context.js';
import {
  renderMessagePage,
  renderNewPasswordPage,
  renderResetRequestPage,
} from './identity-pages.js';
import {
  findUserByEmail,
  findUserById,
  minimumPasswordLength,
  normaliseEmail,
  setPassword,
} from './identity-users.js';
import { passwordChangedPage, sendPasswordChangedMail } from './password-change-flow.js';
import { newPasswordProblem } from './password-checks.js';
import { claimResetLink, saveResetLink, usableResetLinkUser } from './password-resets.js';

/** Reset links live 30 minutes and work once. */
export const resetTokenTtlMinutes = 30;

function resetRequestPage(
  context: IdentityPageContext,
  options: { email?: string; sent?: boolean; error?: string },
) {
  const { mountPath } = context.options;
  return renderResetRequestPage({
    mountPath,
    action: `${mountPath}/reset-password`,
    signInHref: portalHref(context, '/signin'),
    ...options,
  });
}

export function showResetRequest(context: IdentityPageContext, res: ServerResponse) {
  sendHtml(res, 200, resetRequestPage(context, {}));
}

export async function requestReset(
  context: IdentityPageContext,
  { res, form, clientIp }: FormPost,
) {
  const email = normaliseEmail(form.get('email') ?? '');
  if (!email) {
    sendHtml(res, 400, resetRequestPage(context, { email, error: messages.resetEmailRequired }));
    return;
  }
  // A typo ("ada@") gets told, rather than "we have sent a link" for an address that cannot be.
  if (!emailField.safeParse(email).success) {
    sendHtml(res, 400, resetRequestPage(context, { email, error: messages.resetEmailInvalid }));
    return;
  }
  // The answer never depends on whether the account exists or the limit was reached.
  const limited =
    (await context.resetRequestsByEmail.retryAfterSeconds(email)) > 0 ||
    (await context.resetRequestsByIp.retryAfterSeconds(clientIp)) > 0;
  await context.resetRequestsByEmail.recordFailure(email);
  await context.resetRequestsByIp.recordFailure(clientIp);
  const user = limited ? undefined : await findUserByEmail(context.options.db, email);
  if (user && !user.disabled) {
    await sendResetLink(context, user.id, user.email);
  }
  await context.options.recordAudit({
    action: 'password_reset_requested',
    outcome: user && !user.disabled ? 'success' : 'failure',
    actorSubject: user?.id ?? null,
    actorEmail: email,
    clientIp,
    detail: user ? null : { reason: limited ? 'rate_limited' : 'unknown_email' },
  });
  sendHtml(res, 200, resetRequestPage(context, { sent: true }));
}

async function sendResetLink(context: IdentityPageContext, userId: string, email: string) {
  const { db, mailer, issuerUrl, mountPath } = context.options;
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
    context.options.logger?.warn({ err: error }, 'password reset mail could not be sent');
  }
}

function invalidLinkPage(context: IdentityPageContext) {
  const { mountPath } = context.options;
  return renderMessagePage({
    mountPath,
    title: messages.resetLinkInvalidTitle,
    text: messages.resetLinkInvalid,
    role: 'alert',
    link: { href: `${mountPath}/reset-password`, label: messages.requestNewLink },
  });
}

function newPasswordPage(
  context: IdentityPageContext,
  token: string,
  errors: { newPassword?: string; confirmPassword?: string } = {},
) {
  const { mountPath } = context.options;
  return renderNewPasswordPage({
    mountPath,
    action: `${mountPath}/reset-password/${token}`,
    minimumLength: minimumPasswordLength,
    newPasswordError: errors.newPassword,
    confirmPasswordError: errors.confirmPassword,
  });
}

export async function showNewPassword(
  context: IdentityPageContext,
  res: ServerResponse,
  token: string,
) {
  const userId = await usableResetLinkUser(context.options.db, token);
  if (!userId) sendHtml(res, 410, invalidLinkPage(context));
  else sendHtml(res, 200, newPasswordPage(context, token), { 'referrer-policy': 'same-origin' });
}

export async function setNewPassword(
  context: IdentityPageContext,
  { res, form, clientIp }: FormPost,
  token: string,
) {
  if (!(await usableResetLinkUser(context.options.db, token))) {
    sendHtml(res, 410, invalidLinkPage(context));
    return;
  }
  const newPassword = form.get('newPassword') ?? '';
  const confirmPassword = form.get('confirmPassword') ?? '';
  const problem = newPasswordProblem(newPassword, confirmPassword);
  if (problem) {
    sendHtml(res, 400, newPasswordPage(context, token, problem));
    return;
  }
  // Single use: only the request that flips `used_at` may change the password.
  const userId = await claimResetLink(context.options.db, token);
  if (!userId) {
    sendHtml(res, 410, invalidLinkPage(context));
    return;
  }
  await setPassword(context.options.db, userId, newPassword);
  // A changed password ends every session and refresh token of the account.
  await context.options.endUserSessions(userId);
  await context.options.recordAudit({
    action: 'password_reset',
    outcome: 'success',
    actorSubject: userId,
    entityType: 'identity_user',
    entityId: userId,
    clientIp,
  });
  const owner = await findUserById(context.options.db, userId);
  if (owner) await sendPasswordChangedMail(context, owner.email);
  sendHtml(res, 200, passwordChangedPage(context, messages.passwordChanged));
}
