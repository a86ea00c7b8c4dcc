// Sign-in: the login prompt of an interaction and its password form, then on to the second
// factor (check or enrolment) or straight to the login.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import type { IdentityPageContext } from './identity-page-context.js';
import { renderSignInPage } from './identity-pages.js';
import { normaliseEmail } from './identity-users.js';
import { checkPassword, secondsUntilAllowed } from './password-checks.js';
import { secondFactorPage, startEnrolment } from './second-factor-flow.js';
import { finishSignIn, interactionDetails, sendInteractionError } from './sign-in-interaction.js';
import { hasSecondFactor, mustEnrolSecondFactor, saveSignInStep } from './two-factor.js';

function signInPage(
  context: IdentityPageContext,
  uid: string,
  email?: string,
  error?: string,
): string {
  const { mountPath } = context.options;
  return renderSignInPage({
    mountPath,
    action: `${mountPath}/interaction/${uid}/login`,
    resetPasswordHref: `${mountPath}/reset-password`,
    ...(email === undefined ? {} : { email }),
    error,
  });
}

export async function showInteraction(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) {
  const details = await interactionDetails(context, req, res, uid);
  if (!details) return;
  if (details.prompt.name === 'login') {
    const hint = details.params.login_hint;
    sendHtml(res, 200, signInPage(context, uid, typeof hint === 'string' ? hint : undefined));
    return;
  }
  // Consent is granted by `loadExistingGrant` for the portal; any other prompt is unexpected.
  await context.options.provider.interactionFinished(
    req,
    res,
    {
      error: 'access_denied',
      error_description: `prompt ${details.prompt.name} is not supported`,
    },
    { mergeWithLastSubmission: false },
  );
}

export async function signIn(
  context: IdentityPageContext,
  { req, res, form, clientIp }: FormPost,
  uid: string,
) {
  const details = await interactionDetails(context, req, res, uid);
  if (!details) return;
  if (details.prompt.name !== 'login') {
    sendInteractionError(context, res, new Error('no sign-in pending'));
    return;
  }
  const email = normaliseEmail(form.get('email') ?? '');
  const password = form.get('password') ?? '';
  const { recordAudit } = context.options;

  const wait = await secondsUntilAllowed(context, email, clientIp);
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
      signInPage(context, uid, email, messages.tooManyAttempts(Math.ceil(wait / 60))),
      {
        'retry-after': String(wait),
      },
    );
    return;
  }

  if (!email || !password) {
    sendHtml(res, 400, signInPage(context, uid, email, messages.missingCredentials));
    return;
  }

  const { user, reason } = await checkPassword(context, email, password, clientIp);
  if (!user) {
    await recordAudit({
      action: 'sign_in_failed',
      outcome: 'failure',
      actorSubject: reason.subject,
      actorEmail: email,
      clientIp,
      detail: { reason: reason.code },
    });
    sendHtml(res, 401, signInPage(context, uid, email, messages.incorrectCredentials));
    return;
  }

  const { db, mountPath } = context.options;
  if (await hasSecondFactor(db, user.id)) {
    await saveSignInStep(db, uid, { userId: user.id, step: 'second-factor' });
    sendHtml(res, 200, secondFactorPage(context, uid));
    return;
  }
  if (context.options.requireSecondFactor || (await mustEnrolSecondFactor(db, user.id))) {
    await startEnrolment(context, res, user, uid, `${mountPath}/interaction/${uid}/enrol`);
    return;
  }
  await finishSignIn(context, req, res, {
    userId: user.id,
    email: user.email,
    clientIp,
    amr: ['pwd'],
  });
}
