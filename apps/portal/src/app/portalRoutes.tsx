// The portal's route table (document 1 section 2; docs/decisions/portal-routing.md): ONE list,
// each screen loaded when first visited (docs/decisions/first-visit-performance.md).
//
// To add a screen: add `{ path: '/my-path', lazy: screen(() => import('../my-feature/index.ts'), (m) => m.MyPage) }`
// to `screens` below. A view after `#` of /user-account goes in user-account/UserAccountPage.tsx
// as `const MyView = lazyScreen(() => import(...), (m) => m.MyView)`.
import type { ComponentType, ReactNode } from 'react';
import { Outlet, matchRoutes, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { UserAreaDrawnProvider } from '../shell/userAreaDrawn.tsx';
import { RouteErrorPanel } from './ScreenBoundary.tsx';
import { ScreenSkeleton } from './ScreenSkeleton.tsx';
import { PrerenderTakeOver, publicationsPartId } from '../prerender/takeOver.tsx';

function Shell() {
  return (
    <CartProvider>
      <FavoritesProvider>
        <UserAreaDrawnProvider>
          <ShellLayout>
            <Outlet />
          </ShellLayout>
        </UserAreaDrawnProvider>
      </FavoritesProvider>
    </CartProvider>
  );
}

/**
 * A screen (or its error panel) has committed, not the loading skeleton: the pre-rendered home, if
 * any, gives way to the app in the same frame (prerender/takeOver.tsx). A signed-in screen's frame
 * waits for the screen inside (`unlessFrame`), past the profile's read.
 */
function ScreenReady({ children, unlessFrame }: { children: ReactNode; unlessFrame?: boolean }) {
  return (
    <>
      {children}
      <PrerenderTakeOver unlessFrame={unlessFrame} />
    </>
  );
}

/** A route's `lazy`: the module is imported on first visit (or on prefetch) and cached. */
function screen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}

const catalogue = () => import('../catalogue/CataloguePages.tsx');

/** The screens inside the shell; paths as in the spec. */
const screens: RouteObject[] = [
  {
    path: '/',
    lazy: screen(
      async () => {
        // The home's publications panel (lazy, drawn after the page) starts loading beside the
        // page's own code rather than after it: one round trip less before its text shows.
        void import('../publications/PublicationsAndNews.tsx').catch(() => undefined);
        const home = await import('../home/HomePage.tsx');
        // The page holds the panel the lab's server drew: the home then waits for the panel's
        // code and draws with it, instead of keeping the server's markup and revealing its own
        // in a second, throttled commit (issue 18).
        if (document.getElementById(publicationsPartId)) {
          await home.PublicationsAndNews.preload().catch(() => undefined);
        }
        return home;
      },
      (m) => m.HomePage,
    ),
  },
  {
    path: '/signin',
    lazy: screen(
      () => import('../sign-in/SignInPage.tsx'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: '/signin-callback',
    lazy: screen(
      () => import('../sign-in/SigninCallbackPage.tsx'),
      (m) => m.SigninCallbackPage,
    ),
  },
  {
    path: '/reset-password',
    lazy: screen(
      () => import('../sign-in/ResetPasswordPage.tsx'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/search',
    lazy: screen(
      () => import('../site-search/SiteSearchPage.tsx'),
      (m) => m.SiteSearchPage,
    ),
  },
  {
    path: '/user-account',
    lazy: screen(
      () => import('../user-account/UserAccountPage.tsx'),
      (m) => m.UserAccountPage,
    ),
  },
  {
    path: '/test-catalog/requisition',
    lazy: screen(
      () => import('../requisition/RequisitionPage.tsx'),
      (m) => m.RequisitionPage,
    ),
  },
  { path: '/tests', lazy: screen(catalogue, (m) => m.TestsPage) },
  { path: '/tests/search', lazy: screen(catalogue, (m) => m.TestSearchPage) },
  { path: '/test-launchpad', lazy: screen(catalogue, (m) => m.TestLaunchpadPage) },
  { path: '/tests/category/*', lazy: screen(catalogue, (m) => m.LegacyCategoryRedirect) },
  { path: '/tests/search/category/*', lazy: screen(catalogue, (m) => m.LegacyCategoryRedirect) },
  { path: '/test-launchpad/category/*', lazy: screen(catalogue, (m) => m.LegacyCategoryRedirect) },
  {
    path: '/tests/:testCode/:slug',
    lazy: screen(
      () => import('../catalogue/TestDetailPage.tsx'),
      (m) => m.TestDetailPage,
    ),
  },
  {
    path: '/supplies',
    lazy: screen(
      () => import('../supplies/SuppliesPage.tsx'),
      (m) => m.SuppliesPage,
    ),
  },
  // sliceToolPath (slice-tool/SliceToolPage.tsx); a literal here so the tool's code stays out of the entry.
  {
    path: '/slice-tool',
    lazy: screen(
      () => import('../slice-tool/SliceToolPage.tsx'),
      (m) => m.SliceToolPage,
    ),
  },
  // labFormsPath (lab-forms/index.ts); a literal here so the page's code stays out of the entry.
  {
    path: '/resources/forms',
    lazy: screen(
      () => import('../lab-forms/index.ts'),
      (m) => m.LabFormsPage,
    ),
  },
  {
    path: '/lab-desk/*',
    lazy: screen(
      () => import('../lab-desk/LabDeskPage.tsx'),
      (m) => m.LabDeskPage,
    ),
  },
  {
    path: '*',
    lazy: screen(
      () => import('../not-found/NotFoundPage.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** The shell around `screens`, with the error panels and the loading skeleton (also for tests). */
export function withShell(screenRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      element: <Shell />,
      // A failure in the shell itself: the panel without the shell, never a blank page.
      errorElement: (
        <ScreenReady>
          <RouteErrorPanel />
        </ScreenReady>
      ),
      children: [
        {
          // Inside the shell: a screen that fails (or whose code cannot load) shows the error
          // panel in the main area; the header and navigation stay.
          errorElement: (
            <ScreenReady>
              <RouteErrorPanel />
            </ScreenReady>
          ),
          hydrateFallbackElement: <ScreenSkeleton />,
          // Drawn instead of the skeleton once the screen's code is in (or its error panel).
          element: (
            <ScreenReady unlessFrame>
              <Outlet />
            </ScreenReady>
          ),
          children: screenRoutes,
        },
      ],
    },
  ];
}

export const portalRoutes: RouteObject[] = withShell(screens);

/** Starts loading the code of the screen at `pathname` (hover, idle); no-op when loaded. */
export function prefetchRoute(pathname: string): void {
  for (const match of matchRoutes(portalRoutes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}
