// The interaction with oidc-provider behind the sign-in pages: its details, its errors, its end.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml } from './identity-forms.js';
import { portalHref, type IdentityPageContext } from './identity-page-context.js';
import { renderErrorPage } from './identity-pages.js';

export function sendInteractionError(
  context: IdentityPageContext,
  res: ServerResponse,
  error: unknown,
) {
  const name = error instanceof Error && 'error' in error ? String(error.error) : 'invalid_request';
  const description =
    error instanceof Error && 'error_description' in error
      ? String(error.error_description)
      : undefined;
  sendHtml(
    res,
    400,
    renderErrorPage({
      mountPath: context.options.mountPath,
      error: name,
      description,
      portalHref: portalHref(context, '/'),
    }),
  );
}

export async function interactionDetails(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) {
  try {
    const details = await context.options.provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    return details;
  } catch (error) {
    sendInteractionError(context, res, error);
    return undefined;
  }
}

export async function finishSignIn(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  signIn: { userId: string; email: string; clientIp: string; amr: string[]; detail?: object },
) {
  await context.options.recordAudit({
    action: 'sign_in',
    outcome: 'success',
    actorSubject: signIn.userId,
    actorEmail: signIn.email,
    clientIp: signIn.clientIp,
    detail: signIn.detail ? { ...signIn.detail } : null,
  });
  await context.options.provider.interactionFinished(
    req,
    res,
    { login: { accountId: signIn.userId, amr: signIn.amr, remember: true } },
    { mergeWithLastSubmission: false },
  );
}
