// The provider's own pages: sign-in (the login prompt of an interaction), the second factor,
// password change and reset, the two-step setup, and the static assets they use. Everything else
// under the mount path goes to oidc-provider. Each flow lives in its own module; this routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPost, sendHtml, type FormPost } from './identity-forms.js';
import { identityMessages as messages } from './identity-messages.js';
import {
  createIdentityPageContext,
  type IdentityPageContext,
  type IdentityPagesOptions,
} from './identity-page-context.js';
import { identitySignOutScript, identityStylesheet, renderMessagePage } from './identity-pages.js';
import { changePassword, changePasswordPage } from './password-change-flow.js';
import {
  requestReset,
  setNewPassword,
  showNewPassword,
  showResetRequest,
} from './password-reset-flow.js';
import { deleteExpiredResetLinks } from './password-resets.js';
import { checkSecondFactor, continueAfterCodes, enrol } from './second-factor-flow.js';
import { showInteraction, signIn } from './sign-in-flow.js';
import { confirmTwoStepSetup, startTwoStepSetup, twoStepSetupPage } from './two-step-setup-flow.js';

export type { IdentityAuditEntry, IdentityPagesOptions } from './identity-page-context.js';
export { resetTokenTtlMinutes } from './password-reset-flow.js';

/** One of these pages: what a read (GET, HEAD) shows, what a posted form does. */
interface PageRoute {
  show?(res: ServerResponse, req: IncomingMessage): Promise<void> | void;
  post?(post: FormPost): Promise<void>;
}

/** The interaction's posted steps, by the last part of their path. */
const interactionSteps: Record<
  string,
  (context: IdentityPageContext, post: FormPost, uid: string) => Promise<void>
> = {
  login: signIn,
  'second-factor': checkSecondFactor,
  enrol,
  continue: continueAfterCodes,
};

export class IdentityPages {
  readonly #context: IdentityPageContext;

  constructor(options: IdentityPagesOptions) {
    this.#context = createIdentityPageContext(options);
  }

  /** Answers the request when it is one of these pages; returns false to pass it on. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    subPath: string,
    clientIp: string,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';

    if (subPath === '/assets/identity.css' && isRead) {
      this.#sendAsset(res, 'text/css; charset=utf-8', identityStylesheet);
      return true;
    }
    if (subPath === '/assets/identity-sign-out.js' && isRead) {
      this.#sendAsset(res, 'text/javascript; charset=utf-8', identitySignOutScript);
      return true;
    }

    const page = this.#pageAt(subPath);
    if (!page) return false;
    if (isRead && page.show) {
      await page.show(res, req);
    } else if (method === 'POST' && page.post) {
      await answerPost(this.#context, req, res, clientIp, page.post);
    } else {
      this.#methodNotAllowed(res);
    }
    return true;
  }

  /** The page at a path: what a read shows and what a posted form does (anything else: 405). */
  #pageAt(subPath: string): PageRoute | undefined {
    const context = this.#context;
    const interaction = /^\/interaction\/([\w-]+)(?:\/(login|second-factor|enrol|continue))?$/.exec(
      subPath,
    );
    if (interaction) {
      const [, uid, action] = interaction as unknown as [string, string, string | undefined];
      if (!action) return { show: (res, req) => showInteraction(context, req, res, uid) };
      const step = interactionSteps[action];
      return { post: (post) => step!(context, post, uid) };
    }
    if (subPath === '/change-password') {
      return {
        show: (res) => sendHtml(res, 200, changePasswordPage(context, {})),
        post: (post) => changePassword(context, post),
      };
    }
    if (subPath === '/two-step-sign-in') {
      return {
        show: (res) => sendHtml(res, 200, twoStepSetupPage(context, {})),
        post: (post) => startTwoStepSetup(context, post),
      };
    }
    const setup = /^\/two-step-sign-in\/([\w-]{20,100})$/.exec(subPath);
    if (setup) {
      const token = setup[1] as string;
      return { post: (post) => confirmTwoStepSetup(context, post, token) };
    }
    if (subPath === '/reset-password') {
      return {
        show: (res) => showResetRequest(context, res),
        post: (post) => requestReset(context, post),
      };
    }
    const reset = /^\/reset-password\/([\w-]{20,100})$/.exec(subPath);
    if (reset) {
      const token = reset[1] as string;
      return {
        show: (res) => showNewPassword(context, res, token),
        post: (post) => setNewPassword(context, post, token),
      };
    }
    return undefined;
  }

  async deleteExpiredResetTokens(): Promise<void> {
    await deleteExpiredResetLinks(this.#context.options.db);
  }

  #sendAsset(res: ServerResponse, type: string, body: string) {
    res.statusCode = 200;
    res.setHeader('content-type', type);
    res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(body);
  }

  #methodNotAllowed(res: ServerResponse) {
    sendHtml(
      res,
      405,
      renderMessagePage({
        mountPath: this.#context.options.mountPath,
        title: messages.errorTitle,
        text: messages.notFound,
      }),
    );
  }
}
