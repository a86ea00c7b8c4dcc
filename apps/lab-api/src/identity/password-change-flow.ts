// The password change of a signed-out user (current password, and the current code when
// two-step sign-in is on); its confirmation page and mail serve the password reset too.
import { sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import { auditOwnChange, portalHref, type IdentityPageContext } from './identity-page-context.js';
import { renderMessagePage } from './identity-pages.js';
import { minimumPasswordLength, normaliseEmail, setPassword } from './identity-users.js';
import { newPasswordProblem, userByCurrentPassword } from './password-checks.js';
import { currentCodeChecked } from './second-factor-flow.js';
import { renderChangePasswordPage } from './two-factor-pages.js';

export function passwordChangedPage(context: IdentityPageContext, text: string) {
  return renderMessagePage({
    mountPath: context.options.mountPath,
    title: messages.passwordChangedTitle,
    text,
    role: 'status',
    link: { href: portalHref(context, '/signin'), label: messages.signInToPortal },
  });
}

/** Tells the owner of the account, so that a change they did not make does not go unseen. */
export async function sendPasswordChangedMail(context: IdentityPageContext, email: string) {
  const { mailer, issuerUrl, mountPath } = context.options;
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
    context.options.logger?.warn({ err: error }, 'password change mail could not be sent');
  }
}

export function changePasswordPage(
  context: IdentityPageContext,
  options: {
    email?: string;
    error?: string;
    newPasswordError?: string;
    confirmPasswordError?: string;
    codeError?: string;
  },
) {
  const { mountPath } = context.options;
  return renderChangePasswordPage({
    mountPath,
    action: `${mountPath}/change-password`,
    minimumLength: minimumPasswordLength,
    resetPasswordHref: `${mountPath}/reset-password`,
    ...options,
  });
}

export async function changePassword(
  context: IdentityPageContext,
  { res, form, clientIp }: FormPost,
) {
  const { db } = context.options;
  const email = normaliseEmail(form.get('email') ?? '');
  const currentPassword = form.get('currentPassword') ?? '';
  const newPassword = form.get('newPassword') ?? '';
  const confirmPassword = form.get('confirmPassword') ?? '';

  const user = await userByCurrentPassword(context, res, {
    email,
    currentPassword,
    clientIp,
    page: (options) => changePasswordPage(context, { email, ...options }),
    audit: { action: 'password_changed' },
  });
  if (!user) return;
  const problem =
    newPasswordProblem(newPassword, confirmPassword) ??
    (newPassword === currentPassword ? { newPassword: messages.samePassword } : undefined);
  if (problem) {
    sendHtml(
      res,
      400,
      changePasswordPage(context, {
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
  const codeChecked = await currentCodeChecked(context, res, form, user, {
    email,
    clientIp,
    during: 'password_change',
    page: (codeError) => changePasswordPage(context, { email, codeError }),
  });
  if (!codeChecked) return;
  await setPassword(db, user.id, newPassword);
  // As after a reset: every session and refresh token of the account ends.
  await context.options.endUserSessions(user.id);
  await auditOwnChange(context, 'password_changed', user, clientIp);
  await sendPasswordChangedMail(context, user.email);
  sendHtml(res, 200, passwordChangedPage(context, messages.passwordChangedSignIn));
}
