// The pages' forms: reading a posted form (same origin, size limit) and sending an HTML answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { identityMessages as messages } from './identity-messages.js';
import type { IdentityPageContext } from './identity-page-context.js';
import { renderMessagePage } from './identity-pages.js';

const maxFormBytes = 8 * 1024;

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

export function sendHtml(
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
export interface FormPost {
  req: IncomingMessage;
  res: ServerResponse;
  form: URLSearchParams;
  clientIp: string;
}

/** Forms are only accepted from the provider's own pages (defence in depth beside SameSite). */
function sameOrigin(context: IdentityPageContext, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === context.options.issuerUrl.origin;
}

function refuseForeignOrigin(context: IdentityPageContext, res: ServerResponse) {
  sendHtml(
    res,
    403,
    renderMessagePage({
      mountPath: context.options.mountPath,
      title: messages.errorTitle,
      text: messages.forbiddenOrigin,
      role: 'alert',
    }),
  );
}

/** Every posted form passes the same-origin check and the size limit before it is answered. */
export async function answerPost(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: string,
  answer: (post: FormPost) => Promise<void>,
) {
  const form = await sameOriginForm(context, req, res);
  if (form) await answer({ req, res, form, clientIp });
}

/** A posted form, after the same-origin check (403) and the size limit (413); else undefined once refused. */
async function sameOriginForm(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (!sameOrigin(context, req)) {
    refuseForeignOrigin(context, res);
    return undefined;
  }
  return readFormOr413(context, req, res);
}

async function readFormOr413(
  context: IdentityPageContext,
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    return await readForm(req);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    sendHtml(
      res,
      413,
      renderMessagePage({
        mountPath: context.options.mountPath,
        title: messages.errorTitle,
        text: messages.errorIntro,
        role: 'alert',
      }),
      { connection: 'close' },
    );
    return undefined;
  }
}
