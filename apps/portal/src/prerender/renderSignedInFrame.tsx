// The signed-in screen's frame as HTML (issue 18; docs/decisions/prerendered-signed-in-frame.md),
// in the same self-contained SSR build as the home (renderHome.tsx re-exports it). At build time:
// the shell and a /user-account view as the app draws them for a signed-in provider once the
// profile is read and before any list has answered (skeletons), for a profile that is no one's
// (placeholders, checked by scripts/prerender.mjs to leave no trace). Nothing here reaches the
// browser's bundles.
import { renderToString } from 'react-dom/server';
import { Skeleton, createProgressTracker, createToaster, pendingToasts } from '@loci/ui';
import { getUserProfile, type UserProfile } from '@loci/contract';
import { AccessTypes } from '@loci/domain';
import { callKeyOf, createCallCache, startReadWith } from '../api/callHooks.tsx';
import { createApiClient, portalApiBase } from '../api/apiClient.ts';
import { preloadSignedInParts } from '../shell/ShellLayout.tsx';
import { accountSwitcherLabel } from '../shell/AccountSwitcher.tsx';
import { accountLabel } from '../accounts/selectedAccount.ts';
import { labelScript } from './labelScript.ts';
import { UserAccountPage, preloadUserAccountView } from '../user-account/UserAccountPage.tsx';
import { TestSearchPage } from '../catalogue/CataloguePages.tsx';
import { RequisitionPage } from '../requisition/RequisitionPage.tsx';
import { emptyOrderForm } from '../order-form/orderForm.ts';
import type { PortalServices } from '../app/portalServices.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';
import { createPortalStorage, portalStorageKeys } from '../storage/portalStorage.ts';
import { emptyStorage } from './firstVisit.ts';
import { portalScreenRoutes, renderPortalScreen } from './renderPortalScreen.tsx';

/**
 * The views whose frame the page at /user-account carries, by their part after `#` (an empty
 * hash is the order list: the app goes there). Only views whose first screen holds nothing of the
 * address's query or the user's data before its reads answer.
 */
export const signedInFrameViews = ['simple-orders', 'patients', 'reports'] as const;
export type SignedInFrameView = (typeof signedInFrameViews)[number];

/**
 * The pages with frames, by the path the server sees (it answers each with its own file, named
 * after the page, apps/lab-api/src/platform/portal-files.ts): each frame by its view (the part
 * after `#`; the first is the one for an empty hash), or, for a page without views, by the page's
 * name (its hash empty). The catalogue search's frame holds none of its query (its results are the
 * user's data: skeletons; the page's script writes the address's `term` into the disabled field).
 */
export const signedInFramePages = {
  'user-account': { path: '/user-account', views: signedInFrameViews },
  'tests-search': { path: '/tests/search', views: [] },
  requisition: { path: '/test-catalog/requisition', views: ['simple-order/new'] },
} as const satisfies Record<string, { path: string; views: readonly string[] }>;
export type SignedInFramePage = keyof typeof signedInFramePages;

/**
 * Where the order form keeps what was typed (storage/portalStorage.ts): the new order's frame is
 * not shown when it holds entries of a new order (the app draws them). The form keeps itself from
 * its first drawing: a kept form that is `untouchedNewOrder` but for the account and the ordering
 * provider (which the app chooses) holds none, and the frame is shown.
 */
export const keptOrderFormKey = portalStorageKeys.orderForm;
export const untouchedNewOrder = emptyOrderForm();
export const chosenByTheApp = ['accountNumber', 'orderingProviderId'] as const;

/** The frames of `page`, by the name the page's script gives them (`data-loci-frame`). */
export function signedInFrameNames(page: SignedInFramePage): string[] {
  const { views } = signedInFramePages[page];
  return views.length > 0 ? [...views] : [page];
}

/**
 * Marks what is the placeholder profile's in the markup: the build removes the account's option
 * (its name would be someone's) and fails when any other trace is left.
 */
export const placeholderMark = 'loci-frame-placeholder';

const subject = placeholderMark;

/** A registered provider with one approved account: the views draw as for any such user. */
const placeholderAccount = {
  accountNumber: `${placeholderMark}-account`,
  accessApproved: true,
  accessTypeCode: 'GDFA',
  clientName: `${placeholderMark}-client`,
} as const;

const placeholderProfile: UserProfile = {
  loginEmailAddress: `${placeholderMark}@example.org`,
  isPortalUser: true,
  email: null,
  homePhone: null,
  mobilePhone: null,
  phone: null,
  fax: null,
  portalRegistrationCompleted: true,
  firstName: `${placeholderMark}-first`,
  lastName: `${placeholderMark}-last`,
  middleName: null,
  npi: null,
  licenseNumber: null,
  typeDescription: null,
  providerId: null,
  staffId: null,
  address1: null,
  mailingState: null,
  stateCode: null,
  city: null,
  mailingCountry: null,
  countryCode: null,
  zip: null,
  accounts: [placeholderAccount],
};

/** A signed-in provider whose profile is read; nothing else is fetched or started while rendering. */
function signedInServices(): PortalServices {
  const snapshot: SessionSnapshot = { status: 'logged-in', subject, authProblem: null };
  const never = () => new Promise<never>(() => undefined);
  const session = new Proxy(
    { snapshot: () => snapshot, subscribe: () => () => undefined },
    {
      get: (target, name) => (name in target ? target[name as keyof typeof target] : never),
    },
  ) as unknown as PortalSession;
  const progress = createProgressTracker();
  const reporter = { report: () => undefined, markHandled: () => undefined };
  // Only its addresses are used (the reads' keys): a read is never sent while rendering.
  const api = createApiClient({
    baseUrl: portalApiBase,
    session: new Proxy({}, { get: () => never }) as never,
    progress,
    reporter,
    fetch: never,
  });
  const swrCache = createCallCache();
  startReadWith(swrCache, callKeyOf(api, getUserProfile, {}, subject), placeholderProfile);
  return {
    config: new Proxy({}, { get: () => never }),
    session,
    api,
    reporter,
    progress,
    toaster: createToaster(),
    pendingToasts,
    storage: createPortalStorage(emptyStorage()),
    swrCache,
  } as unknown as PortalServices;
}

/**
 * Each view's frame: what the app draws once the view has committed, with the code the app has
 * by then (the view's and the signed-in parts' of the header; not its lazy widgets, which draw
 * their placeholders), with the placeholder profile's traces blanked (`blankPlaceholder`).
 */
export async function renderSignedInFrames(): Promise<Record<SignedInFrameView, string>>;
export async function renderSignedInFrames(
  page: SignedInFramePage,
): Promise<Record<string, string>>;
export async function renderSignedInFrames(
  page: SignedInFramePage = 'user-account',
): Promise<Record<string, string>> {
  const { path } = signedInFramePages[page];
  const names = signedInFrameNames(page);
  const addressOf = (name: string) => (name === page ? path : `${path}#${name}`);
  await Promise.all([
    preloadSignedInParts(),
    ...(page === 'user-account' ? names.map((view) => preloadUserAccountView(`#${view}`)) : []),
  ]);
  const Component = {
    'user-account': UserAccountPage,
    'tests-search': TestSearchPage,
    requisition: RequisitionPage,
  }[page];
  const routes = portalScreenRoutes([{ path, Component }]);
  const contexts = await Promise.all(names.map((name) => routes.contextAt(addressOf(name))));
  // Drawn one after the other without a wait between: a widget's code asked for by one drawing
  // is not in for the next (each draws its placeholder, as the app's first commit does).
  const frames = names.map((name, index) => {
    const markup = renderPortalScreen(routes, contexts[index]!, signedInServices());
    return [name, blankPlaceholder(markup)] as const;
  });
  return Object.fromEntries(frames);
}

/**
 * Marks the blanks of the frame (scripts/prerender.mjs gives them their box), by what they stand
 * for: `name` (the user's, as the header's user area writes it), `account` (the chosen account as
 * `accountLabel` writes it), `accounts` (an account select's options) or `switcher` (the header's
 * account switcher's text, "number · client (access)" as `AccountSwitcher` writes it; the
 * take-over waits for the header's user area, so the app's first drawing has it too). The page's
 * script writes them from the visitor's own stored user (`loci.user`, as `rememberUser` keeps it)
 * before the first paint, so that the frame's texts are the app's (their size too: the patients'
 * sentence is its largest text, the switcher's decides where the header's items sit on a wide
 * screen); without one they stay blanks.
 */
export const blankAttribute = 'data-loci-frame-blank';

/**
 * The frame with nothing of the placeholder profile: its accounts' options removed, every text
 * that names it (the user's name, the chosen account, the account switcher's label) a blank in its
 * place, React's text separators dropped (never hydrated). Throws when a trace is left.
 */
export function blankPlaceholder(markup: string): string {
  const blank = (kind: string) =>
    renderToString(<Skeleton width="8em" height="1em" />).replace(
      '<span ',
      `<span ${blankAttribute}="${kind}" `,
    );
  const mark = placeholderMark;
  const blanked = markup
    .replaceAll('<!-- -->', '')
    // The page's script puts the visitor's approved accounts in its place (a select is as wide as
    // its longest option: without them the filters' row would wrap otherwise than the app's).
    .replace(
      new RegExp(`<option value="${mark}-account"[^>]*>[^<]*</option>`, 'g'),
      `<option ${blankAttribute}="accounts" hidden=""></option>`,
    )
    .replace(/>([^<]+)</g, (_text, text: string) => {
      const named = text
        .replaceAll(`${mark}-first ${mark}-last`, () => blank('name'))
        .replaceAll(accountLabel(placeholderAccount), () => blank('account'))
        .replaceAll(accountSwitcherLabel(placeholderAccount), () => blank('switcher'));
      // Any other text naming it: blank as a whole.
      return `>${named.includes(mark) && !named.includes('<') ? blank('') : named}<`;
    });
  if (blanked.includes(mark)) {
    throw new Error('the signed-in frame still holds the placeholder profile');
  }
  return blanked;
}

/** The access types' meanings as a script's object literal (accessTypeMeaning's table). */
const accessTypeMeanings = JSON.stringify(
  Object.fromEntries(AccessTypes.map((type) => [type.code, type.meaning])),
);

/**
 * The blanks' texts as the page's script writes them, with `account` the script's expression of a
 * stored account: the app's own formatters (`labelScript`), so that the frame's texts are the
 * app's; an access type the table does not know stays its code, as `accessTypeMeaning` has it.
 */
export const frameLabelScripts = {
  account: (account: string) =>
    labelScript(accountLabel, {
      accountNumber: `${account}.accountNumber`,
      clientName: `${account}.clientName`,
    }),
  switcher: (account: string) =>
    labelScript(accountSwitcherLabel, {
      accountNumber: `${account}.accountNumber`,
      clientName: `${account}.clientName`,
      accessTypeCode: `${accessTypeMeanings}[${account}.accessTypeCode]||${account}.accessTypeCode`,
    }),
};
