// The signed-out home as HTML (issue 18; docs/decisions/prerendered-home.md), in a self-contained
// Vite SSR build of this file (scripts/prerender.mjs writes dist/server/home.mjs). At build time:
// the shell and the home as a signed-out visitor sees them at `/`, with the publications panel's
// placeholder. At request time (the lab's server, apps/lab-api/src/platform/prerendered-home.ts):
// that placeholder replaced by the panel drawn with its first page, and the page written beside
// it for the app. Nothing here reaches the browser's bundles.
import { renderToString } from 'react-dom/server';
import {
  createProgressTracker,
  createToaster,
  darkTheme,
  lightTheme,
  pendingToasts,
} from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { CallCacheProvider, createCallCache, startReadWith } from '../api/callHooks.tsx';
import { HomePage, PublicationsPlaceholder } from '../home/HomePage.tsx';
import { PublicationsAndNews } from '../publications/PublicationsAndNews.tsx';
import { publicationsInPageId, publicationsReadKey } from '../publications/publicationsGraphql.ts';
import { publicationListingSchema } from '@loci/contract';
import { publicationsPartId } from './takeOver.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { emptyStorage } from './firstVisit.ts';
import { portalScreenRoutes, renderPortalScreen } from './renderPortalScreen.tsx';

export {
  frameLabelScripts,
  keptOrderFormKey,
  placeholderMark,
  renderSignedInFrames,
  signedInFrameNames,
  signedInFramePages,
  signedInFrameViews,
  untouchedNewOrder,
  chosenByTheApp,
} from './renderSignedInFrame.tsx';

/** A visitor who is not signed in; nothing is fetched or started while rendering. */
function signedOutServices(): PortalServices {
  const snapshot: SessionSnapshot = { status: 'logged-out', subject: null, authProblem: null };
  const never = () => new Promise<never>(() => undefined);
  const session = new Proxy(
    { snapshot: () => snapshot, subscribe: () => () => undefined },
    {
      // Anything else (sign in, refresh) is an action, never taken while rendering.
      get: (target, name) => (name in target ? target[name as keyof typeof target] : never),
    },
  ) as unknown as PortalSession;
  const unused = new Proxy({}, { get: () => never });
  return {
    config: unused,
    session,
    api: unused,
    reporter: { report: () => undefined },
    progress: createProgressTracker(),
    toaster: createToaster(),
    pendingToasts,
    storage: createPortalStorage(emptyStorage()),
    swrCache: createCallCache(),
  } as unknown as PortalServices;
}

/** The markup the app draws into `#root` for a signed-out visitor at `/` (its first screen). */
export async function renderSignedOutHome(): Promise<string> {
  const routes = portalScreenRoutes([{ path: '/', Component: HomePage }]);
  return renderPortalScreen(routes, await routes.contextAt('/'), signedOutServices());
}

/** The publications panel's placeholder, as the home's markup has it while the panel loads. */
export function renderPublicationsPlaceholder(): string {
  return renderToString(<PublicationsPlaceholder />);
}

export { publicationsPartId };

/**
 * The kit's two theme classes: the markup is drawn light, and the build gives its root the dark
 * theme's variables for a visitor whose system is dark (scripts/prerender.mjs).
 */
export const themeClasses = { light: lightTheme, dark: darkTheme };

/**
 * Where the page at `/` holds the panel's placeholder (scripts/prerender.mjs puts it around it)
 * and where the first page goes for the app.
 */
export const publicationsMarks = {
  start: '<!--loci-publications-->',
  end: '<!--/loci-publications-->',
  data: '<!--loci-publications-data-->',
} as const;

/** JSON that can stand inside a `<script>` element: no `<` can close it or open a comment. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The publications panel as the app draws it with this first page of the All tab (its texts
 * escaped by React). `listing` must be what `/graphql/publications` answers for that page.
 */
export function renderPublicationsPanel(listing: unknown): string {
  const checked = publicationListingSchema.parse(listing);
  const services = signedOutServices();
  startReadWith(services.swrCache, publicationsReadKey('all', 1), checked);
  return renderToString(
    <PortalServicesProvider services={services}>
      <CallCacheProvider cache={() => services.swrCache}>
        <PublicationsAndNews />
      </CallCacheProvider>
    </PortalServicesProvider>,
    // Its ids (useId) never meet the rest of the page's.
    { identifierPrefix: 'publications-' },
  );
}

/**
 * The policy allows no `style` attribute (no 'unsafe-inline'): in the server's panel each becomes
 * `data-loci-style` with its declarations, and the page's nonce'd style element has, for each one
 * the panel can have (scripts/prerender.mjs), this rule.
 */
export function publicationsStyleRule(attribute: string): string {
  const css = attribute
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('<', '\\3c ');
  return `[data-loci-style="${attribute}"]{${css}}`;
}

/**
 * The panel's buttons (its tabs, its pages) work only with the app: until it takes over they are
 * disabled, so that a click is never silently lost and a screen reader does not offer them. Their
 * looks do not change (the kit dims a tab by `data-disabled`, a page by `aria-disabled`); the
 * titles' links work without the app.
 */
function withAppOnlyButtonsDisabled(panel: string): string {
  return panel.replace(/<button(?![^>]*\sdisabled[\s=>])/g, '<button disabled');
}

/**
 * The page at `/` with the publications panel drawn with `listing` (the first page of the All
 * tab) in place of its placeholder, and the same page as JSON for the app's first render of the
 * panel (publicationsGraphql.ts). Null when the page has no place for it (an older build).
 */
export function homeWithPublications(page: string, listing: unknown): string | null {
  const start = page.indexOf(publicationsMarks.start);
  const end = page.indexOf(publicationsMarks.end, start);
  if (start < 0 || end < 0 || !page.includes(publicationsMarks.data)) return null;
  const checked = publicationListingSchema.parse(listing);
  let unstyled = false;
  const drawn = renderPublicationsPanel(checked).replace(/ style="([^"]*)"/g, (_, attribute) => {
    unstyled ||= !page.includes(publicationsStyleRule(attribute as string));
    return ` data-loci-style="${attribute as string}"`;
  });
  // A style the page has no rule for would be lost: the placeholder then, as without data.
  if (unstyled) return null;
  const panel = `<div id="${publicationsPartId}">${withAppOnlyButtonsDisabled(drawn)}</div>`;
  const data = `<script type="application/json" id="${publicationsInPageId}">${jsonInScript(checked)}</script>`;
  return `${page.slice(0, start)}${panel}${page.slice(end + publicationsMarks.end.length)}`.replace(
    publicationsMarks.data,
    () => data,
  );
}
