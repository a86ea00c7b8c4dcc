// The password checks the flows share: the attempt limits, the current password (an unknown
// e-mail costs a real check too) and the rules a new password must meet.
import type { ServerResponse } from 'node:http';
import { isCommonPassword } from './common-passwords.js';
import { sendHtml } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import type { IdentityPageContext } from './identity-page-context.js';
import { findUserByEmail, minimumPasswordLength, type IdentityUser } from './identity-users.js';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing.js';

/** Seconds before the e-mail and the address may try a password again (0: now). */
export async function secondsUntilAllowed(
  context: IdentityPageContext,
  email: string,
  clientIp: string,
): Promise<number> {
  return Math.max(
    email ? await context.failuresByEmail.retryAfterSeconds(email) : 0,
    await context.failuresByIp.retryAfterSeconds(clientIp),
  );
}

/**
 * The user when the password is theirs and they may sign in; otherwise counts the failure
 * against the e-mail and the address and answers why (an unknown e-mail costs a real check too).
 */
export async function checkPassword(
  context: IdentityPageContext,
  email: string,
  password: string,
  clientIp: string,
) {
  const user = await findUserByEmail(context.options.db, email);
  const matches = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  if (user && matches && !user.disabled) return { user, reason: undefined } as const;
  await context.failuresByEmail.recordFailure(email);
  await context.failuresByIp.recordFailure(clientIp);
  const code = !user ? 'unknown_email' : !matches ? 'wrong_password' : 'disabled';
  return { user: undefined, reason: { code, subject: user?.id ?? null } } as const;
}

/**
 * The password change's and the re-enrolment's first checks: the attempt limits, both fields,
 * then the current password (a failure is audited as `audit.action`). Answers the user, or
 * undefined once a refusal was sent.
 */
export async function userByCurrentPassword(
  context: IdentityPageContext,
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
  const wait = await secondsUntilAllowed(context, email, clientIp);
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
  const { user, reason } = await checkPassword(context, email, currentPassword, clientIp);
  if (user) return user;
  await context.options.recordAudit({
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

/** A new password's problem, in the words of the page's fields, or undefined. */
export function newPasswordProblem(newPassword: string, confirmPassword: string) {
  if (newPassword.length < minimumPasswordLength) {
    return { newPassword: messages.passwordTooShort(minimumPasswordLength) };
  }
  if (isCommonPassword(newPassword)) return { newPassword: messages.passwordTooCommon };
  if (newPassword !== confirmPassword) return { confirmPassword: messages.passwordsDoNotMatch };
  return undefined;
}
