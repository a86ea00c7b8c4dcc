// Pages of the steps after the password (two-factor.ts) and of the password change. Same rules
// as identity-pages.ts: no inline script or style; the QR code is inline SVG markup.
import { identityMessages as messages } from './identity-messages.js';
import {
  escapeHtml,
  renderEmailField,
  renderField,
  renderFormPage,
  renderLayout,
  renderNewPasswordFields,
  type PageLinks,
} from './identity-pages.js';

export interface SecondFactorPageOptions extends PageLinks {
  action: string;
  error?: string | undefined;
}

/**
 * The authenticator code: the sign-in's second step asks it (focused); the password change and
 * the re-enrolment ask it of enrolled users only (`optional`, focused when it has the error).
 */
function codeField(error: string | undefined, options: { hint?: string; optional?: boolean } = {}) {
  return renderField({
    id: 'code',
    name: 'code',
    label: messages.codeLabel,
    type: 'text',
    inputMode: 'numeric',
    autocomplete: 'one-time-code',
    hint: options.hint ?? messages.codeHint,
    error,
    ...(options.optional ? { required: false, autofocus: Boolean(error) } : { autofocus: true }),
  });
}

/** The form of the sign-in's code step and of an enrolment's first code. */
function codeForm(action: string, error: string | undefined, button: string): string {
  return `<form method="post" action="${escapeHtml(action)}" novalidate>
${codeField(error)}
<button type="submit">${button}</button>
</form>`;
}

export function renderSecondFactorPage(options: SecondFactorPageOptions): string {
  return renderLayout({
    title: messages.secondFactorTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.secondFactorTitle}</h1>
<p>${escapeHtml(messages.secondFactorIntro)}</p>
${codeForm(options.action, options.error, messages.verifyButton)}`,
  });
}

export interface EnrolPageOptions extends PageLinks {
  action: string;
  qrSvg: string;
  secret: string;
  error?: string | undefined;
}

export function renderEnrolPage(options: EnrolPageOptions): string {
  // The SVG comes from the qrcode library (paths only); it is labelled as one image.
  const qr = options.qrSvg.replace(
    '<svg ',
    `<svg role="img" aria-label="${escapeHtml(messages.qrCodeLabel)}" class="identity-qr" `,
  );
  const grouped = options.secret.match(/.{1,4}/g)?.join(' ') ?? options.secret;
  return renderLayout({
    title: messages.enrolTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.enrolTitle}</h1>
<p>${escapeHtml(messages.enrolIntro)}</p>
${qr}
<p class="identity-hint">${escapeHtml(messages.enrolSecretLabel)} <code>${escapeHtml(grouped)}</code></p>
${codeForm(options.action, options.error, messages.confirmCodeButton)}`,
  });
}

export interface RecoveryCodesPageOptions extends PageLinks {
  /** The sign-in's next step (a form); or, outside a sign-in, `link` back to the portal. */
  action: string;
  codes: string[];
  link?: { href: string; label: string } | undefined;
}

export function renderRecoveryCodesPage(options: RecoveryCodesPageOptions): string {
  const items = options.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('\n');
  return renderLayout({
    title: messages.recoveryCodesTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.recoveryCodesTitle}</h1>
<p role="status">${escapeHtml(messages.recoveryCodesIntro(options.codes.length))}</p>
<ul class="identity-codes" aria-label="${messages.recoveryCodesListLabel}">
${items}
</ul>
${
  options.link
    ? `<p class="identity-links"><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : `<form method="post" action="${escapeHtml(options.action)}">
<button type="submit">${messages.continueButton}</button>
</form>`
}`,
  });
}

/**
 * The e-mail and current password that the re-enrolment and the password change open with; the
 * password field takes the focus once the e-mail is known, unless `passwordFocus` is false
 * (a later field has the error).
 */
function credentialFields(
  email: string | undefined,
  sharedErrorId: string | undefined,
  passwordFocus: boolean,
): string {
  return `${renderEmailField({ email, autofocus: !email, sharedErrorId })}
${renderField({
  id: 'current-password',
  name: 'currentPassword',
  label: messages.currentPasswordLabel,
  type: 'password',
  autocomplete: 'current-password',
  autofocus: Boolean(email) && passwordFocus,
  sharedErrorId,
})}`;
}

export interface TwoStepSetupPageOptions extends PageLinks {
  action: string;
  email?: string | undefined;
  error?: string | undefined;
  codeError?: string | undefined;
}

/** A signed-in user's own (re-)enrolment: password and current code first (two-factor.ts). */
export function renderTwoStepSetupPage(options: TwoStepSetupPageOptions): string {
  const errorId = 'two-step-setup-error';
  const sharedErrorId = options.error ? errorId : undefined;
  return renderFormPage({
    mountPath: options.mountPath,
    title: messages.twoStepSetupTitle,
    introHtml: escapeHtml(messages.twoStepSetupIntro),
    error: options.error,
    errorId,
    action: options.action,
    fieldsHtml: `${credentialFields(options.email, sharedErrorId, !options.codeError)}
${codeField(options.codeError, { hint: messages.twoStepSetupCodeHint, optional: true })}
<button type="submit">${messages.twoStepSetupButton}</button>`,
  });
}

export interface ChangePasswordPageOptions extends PageLinks {
  action: string;
  minimumLength: number;
  email?: string | undefined;
  error?: string | undefined;
  newPasswordError?: string | undefined;
  confirmPasswordError?: string | undefined;
  codeError?: string | undefined;
  resetPasswordHref: string;
}

export function renderChangePasswordPage(options: ChangePasswordPageOptions): string {
  const errorId = 'change-password-error';
  const sharedErrorId = options.error ? errorId : undefined;
  return renderFormPage({
    mountPath: options.mountPath,
    title: messages.changePasswordTitle,
    introHtml: messages.changePasswordIntro,
    error: options.error,
    errorId,
    action: options.action,
    fieldsHtml: `${credentialFields(
      options.email,
      sharedErrorId,
      !options.newPasswordError && !options.confirmPasswordError,
    )}
${renderNewPasswordFields({ ...options, autofocusNew: Boolean(options.newPasswordError) })}
${codeField(options.codeError, { hint: messages.changePasswordCodeHint, optional: true })}
<button type="submit">${messages.changePasswordButton}</button>`,
    afterHtml: `
<p class="identity-links"><a href="${escapeHtml(options.resetPasswordHref)}">${messages.forgotPasswordLink}</a></p>`,
  });
}
