// Server-rendered pages of the identity provider. No inline script and no inline style: the
// server's CSP forbids both, so the look comes from /oidc/assets/identity.css and the only
// script (auto-submitting the sign-out form) from /oidc/assets/identity-sign-out.js.
import { identityMessages as messages } from './identity-messages.js';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface PageLinks {
  /** `/oidc` (the mount path of the provider). */
  mountPath: string;
}

interface LayoutOptions extends PageLinks {
  title: string;
  content: string;
  /** Extra element(s) for the head, e.g. the sign-out script. */
  head?: string;
}

export function renderLayout({ title, content, mountPath, head = '' }: LayoutOptions): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · ${messages.labName}</title>
<link rel="stylesheet" href="${mountPath}/assets/identity.css">
${head}</head>
<body>
<main class="identity-card">
<p class="identity-brand">${messages.labName}</p>
${content}
</main>
</body>
</html>
`;
}

export interface FieldOptions {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  /** For one-time codes: `numeric` brings up the number pad. */
  inputMode?: 'numeric';
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  hint?: string;
  minLength?: number;
  autofocus?: boolean;
  /** False for an optional field (the default is required). */
  required?: boolean;
  /** An error shown elsewhere on the page (e.g. above the form) that concerns this field too. */
  sharedErrorId?: string | undefined;
}

export function renderField(field: FieldOptions): string {
  const described: string[] = [];
  const hint = field.hint
    ? `<p class="identity-hint" id="${field.id}-hint">${escapeHtml(field.hint)}</p>`
    : '';
  if (field.hint) described.push(`${field.id}-hint`);
  const error = field.error
    ? `<p class="identity-field-error" id="${field.id}-error">${escapeHtml(field.error)}</p>`
    : '';
  if (field.error) described.push(`${field.id}-error`);
  if (field.sharedErrorId) described.push(field.sharedErrorId);
  const invalid = Boolean(field.error || field.sharedErrorId);
  const attributes = [
    `id="${field.id}"`,
    `name="${field.name}"`,
    `type="${field.type}"`,
    `autocomplete="${field.autocomplete}"`,
    field.required === false ? '' : 'required',
    field.type === 'password' ? '' : 'spellcheck="false" autocapitalize="none"',
    field.inputMode ? `inputmode="${field.inputMode}"` : '',
    field.minLength ? `minlength="${field.minLength}"` : '',
    field.value ? `value="${escapeHtml(field.value)}"` : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
    invalid ? 'aria-invalid="true"' : '',
    field.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="identity-field">
<label for="${field.id}">${escapeHtml(field.label)}</label>
${hint}<input ${attributes.join(' ')}>
${error}</div>`;
}

export function renderAlert(text: string | undefined, id: string): string {
  return text ? `<p class="identity-alert" id="${id}" role="alert">${escapeHtml(text)}</p>\n` : '';
}

/** The e-mail field of the sign-in, reset and credential forms (the user name of password managers). */
export function renderEmailField(options: {
  email: string | undefined;
  autofocus: boolean;
  error?: string | undefined;
  sharedErrorId?: string | undefined;
}): string {
  return renderField({
    id: 'email',
    name: 'email',
    label: messages.emailLabel,
    type: 'email',
    autocomplete: 'username',
    value: options.email ?? '',
    error: options.error,
    autofocus: options.autofocus,
    sharedErrorId: options.sharedErrorId,
  });
}

/**
 * A page of one form: its title and introduction, the form's failure above it (the fields name it
 * by `errorId`), the fields with their button, then what follows the form (links).
 */
export function renderFormPage(page: {
  mountPath: string;
  title: string;
  introHtml: string;
  error: string | undefined;
  errorId: string;
  action: string;
  fieldsHtml: string;
  afterHtml?: string;
}): string {
  return renderLayout({
    title: page.title,
    mountPath: page.mountPath,
    content: `<h1>${page.title}</h1>
<p>${page.introHtml}</p>
${renderAlert(page.error, page.errorId)}<form method="post" action="${escapeHtml(page.action)}" novalidate>
${page.fieldsHtml}
</form>${page.afterHtml ?? ''}`,
  });
}

export interface SignInPageOptions extends PageLinks {
  action: string;
  email?: string;
  /** A sign-in failure, shown above the form and tied to both fields. */
  error?: string | undefined;
  resetPasswordHref: string;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const errorId = 'sign-in-error';
  const sharedErrorId = options.error ? errorId : undefined;
  const email = renderEmailField({
    email: options.email,
    autofocus: !options.email,
    sharedErrorId,
  });
  const password = renderField({
    id: 'password',
    name: 'password',
    label: messages.passwordLabel,
    type: 'password',
    autocomplete: 'current-password',
    autofocus: Boolean(options.email),
    sharedErrorId,
  });
  return renderFormPage({
    mountPath: options.mountPath,
    title: messages.signInTitle,
    introHtml: messages.signInIntro,
    error: options.error,
    errorId,
    action: options.action,
    fieldsHtml: `${email}
${password}
<button type="submit">${messages.signInButton}</button>`,
    afterHtml: `
<p class="identity-links"><a href="${escapeHtml(options.resetPasswordHref)}">${messages.forgotPasswordLink}</a></p>`,
  });
}

export interface ResetRequestPageOptions extends PageLinks {
  action: string;
  email?: string;
  sent?: boolean;
  error?: string | undefined;
  signInHref: string;
}

export function renderResetRequestPage(options: ResetRequestPageOptions): string {
  const body = options.sent
    ? `<p class="identity-status" role="status">${messages.resetRequestSent}</p>`
    : `<p>${messages.resetRequestIntro}</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${renderEmailField({ email: options.email, error: options.error, autofocus: true })}
<button type="submit">${messages.sendResetLinkButton}</button>
</form>`;
  return renderLayout({
    title: messages.resetRequestTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.resetRequestTitle}</h1>
${body}
<p class="identity-links"><a href="${escapeHtml(options.signInHref)}">${messages.backToSignIn}</a></p>`,
  });
}

export interface NewPasswordPageOptions extends PageLinks {
  action: string;
  minimumLength: number;
  newPasswordError?: string | undefined;
  confirmPasswordError?: string | undefined;
}

/** The new password twice (reset and change), each with its own error. */
export function renderNewPasswordFields(options: {
  minimumLength: number;
  newPasswordError?: string | undefined;
  confirmPasswordError?: string | undefined;
  /** Whether the first field takes the focus. */
  autofocusNew: boolean;
}): string {
  return `${renderField({
    id: 'new-password',
    name: 'newPassword',
    label: messages.newPasswordLabel,
    type: 'password',
    autocomplete: 'new-password',
    hint: messages.newPasswordHint(options.minimumLength),
    minLength: options.minimumLength,
    error: options.newPasswordError,
    autofocus: options.autofocusNew,
  })}
${renderField({
  id: 'confirm-password',
  name: 'confirmPassword',
  label: messages.confirmPasswordLabel,
  type: 'password',
  autocomplete: 'new-password',
  minLength: options.minimumLength,
  error: options.confirmPasswordError,
  autofocus: Boolean(options.confirmPasswordError) && !options.newPasswordError,
})}`;
}

export function renderNewPasswordPage(options: NewPasswordPageOptions): string {
  return renderLayout({
    title: messages.newPasswordTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.newPasswordTitle}</h1>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${renderNewPasswordFields({ ...options, autofocusNew: !options.confirmPasswordError })}
<button type="submit">${messages.setPasswordButton}</button>
</form>`,
  });
}

export interface MessagePageOptions extends PageLinks {
  title: string;
  text: string;
  link?: { href: string; label: string };
  /** `alert` for failures, `status` for confirmations. */
  role?: 'alert' | 'status';
}

export function renderMessagePage(options: MessagePageOptions): string {
  const role = options.role ? ` role="${options.role}"` : '';
  const link = options.link
    ? `\n<p class="identity-links"><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : '';
  return renderLayout({
    title: options.title,
    mountPath: options.mountPath,
    content: `<h1>${escapeHtml(options.title)}</h1>
<p${role}>${escapeHtml(options.text)}</p>${link}`,
  });
}

export interface ErrorPageOptions extends PageLinks {
  error: string;
  description?: string | undefined;
  portalHref: string;
}

export function renderErrorPage(options: ErrorPageOptions): string {
  const detail = options.description ? `${options.error}: ${options.description}` : options.error;
  return renderLayout({
    title: messages.errorTitle,
    mountPath: options.mountPath,
    content: `<h1>${messages.errorTitle}</h1>
<p role="alert">${messages.errorIntro}</p>
<p class="identity-hint"><code>${escapeHtml(detail)}</code></p>
<p class="identity-links"><a href="${escapeHtml(options.portalHref)}">${messages.returnToPortal}</a></p>`,
  });
}

/**
 * The sign-out confirmation of RP-initiated logout, submitted at once by an external script so
 * that the user sees no extra question (the button is the fallback without JavaScript).
 */
export function renderSignOutPage(options: PageLinks & { form: string }): string {
  const form = options.form
    .replace('<form ', '<form class="identity-sign-out" data-auto-submit ')
    .replace(
      '</form>',
      `<input type="hidden" name="logout" value="yes"><button type="submit">${messages.signOutButton}</button></form>`,
    );
  return renderLayout({
    title: messages.signingOutTitle,
    mountPath: options.mountPath,
    head: `<script src="${options.mountPath}/assets/identity-sign-out.js" defer></script>\n`,
    content: `<h1>${messages.signingOutTitle}</h1>\n${form}`,
  });
}

export const identityStylesheet = `:root{color-scheme:light dark;--identity-ink:#1b1f24;--identity-muted:#4a5563;--identity-surface:#ffffff;--identity-page:#f3f5f7;--identity-accent:#0b5cad;--identity-accent-ink:#ffffff;--identity-danger:#a4161a;--identity-border:#8a94a3;--identity-focus:#f2a900}
@media (prefers-color-scheme:dark){:root{--identity-ink:#eef1f4;--identity-muted:#c3cad3;--identity-surface:#1d232b;--identity-page:#11151a;--identity-accent:#7ab8ff;--identity-accent-ink:#0b1620;--identity-danger:#ff8a8f;--identity-border:#8a94a3}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:var(--identity-page);color:var(--identity-ink);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:3rem 1rem}
.identity-card{width:100%;max-width:26rem;background:var(--identity-surface);border-radius:.5rem;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.identity-brand{margin:0 0 1rem;font-weight:700;font-size:1.25rem;letter-spacing:.02em;color:var(--identity-accent)}
h1{font-size:1.5rem;margin:0 0 1rem}
.identity-field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{display:block;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid var(--identity-border);border-radius:.25rem;background:var(--identity-surface);color:var(--identity-ink)}
input[aria-invalid="true"]{border-color:var(--identity-danger);border-width:2px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--identity-focus);outline-offset:2px}
button{font:inherit;font-weight:600;width:100%;padding:.7rem 1rem;border:0;border-radius:.25rem;background:var(--identity-accent);color:var(--identity-accent-ink);cursor:pointer}
button:hover{filter:brightness(1.1)}
a{color:var(--identity-accent)}
.identity-hint{margin:0 0 .25rem;color:var(--identity-muted);font-size:.9rem}
.identity-field-error{margin:.25rem 0 0;color:var(--identity-danger);font-weight:600}
.identity-alert{margin:0 0 1rem;padding:.75rem;border-left:4px solid var(--identity-danger);color:var(--identity-danger);font-weight:600}
.identity-status{padding:.75rem;border-left:4px solid var(--identity-accent)}
.identity-links{margin:1.25rem 0 0}
code{white-space:pre-wrap;word-break:break-word}
.identity-qr{display:block;width:12rem;height:12rem;margin:0 auto 1rem;background:#fff}
.identity-codes{columns:2;padding-left:1.25rem;font-size:1.05rem}
`;

export const identitySignOutScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});
`;
