import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import type { PortalServices } from './portalServices.ts';
import { PortalServicesProvider } from './PortalServicesContext.tsx';
import { CallCacheProvider } from '../api/callHooks.tsx';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { PortalTheme } from '../color-scheme/PortalTheme.tsx';
import { HomePage } from '../home/HomePage.tsx';
import { SignInPage } from '../sign-in/SignInPage.tsx';
import { SigninCallbackPage } from '../sign-in/SigninCallbackPage.tsx';
import { ResetPasswordPage } from '../sign-in/ResetPasswordPage.tsx';
import { UserAccountPage } from '../user-account/UserAccountPage.tsx';
import { RequisitionPage } from '../requisition/RequisitionPage.tsx';
import { SuppliesPage } from '../supplies/SuppliesPage.tsx';
import { SliceToolPage, sliceToolPath } from '../slice-tool/SliceToolPage.tsx';
import {
  LegacyCategoryRedirect,
  SiteSearchPage,
  TestDetailPage,
  TestLaunchpadPage,
  TestSearchPage,
  TestsPage,
} from '../catalogue/CataloguePages.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { LabDeskPage } from '../lab-desk/index.ts';
import { LabFormsPage, labFormsPath } from '../lab-forms/index.ts';

function Shell() {
  return (
    <CartProvider>
      <FavoritesProvider>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </FavoritesProvider>
    </CartProvider>
  );
}

/** The portal's routes (document 1 section 2; docs/decisions/portal-routing.md). */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signin-callback" element={<SigninCallbackPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/search" element={<SiteSearchPage />} />
        <Route path="/user-account" element={<UserAccountPage />} />
        <Route path="/test-catalog/requisition" element={<RequisitionPage />} />
        <Route path="/tests" element={<TestsPage />} />
        <Route path="/tests/search" element={<TestSearchPage />} />
        <Route path="/test-launchpad" element={<TestLaunchpadPage />} />
        <Route path="/tests/category/*" element={<LegacyCategoryRedirect />} />
        <Route path="/tests/search/category/*" element={<LegacyCategoryRedirect />} />
        <Route path="/test-launchpad/category/*" element={<LegacyCategoryRedirect />} />
        <Route path="/tests/:testCode/:slug" element={<TestDetailPage />} />
        <Route path="/supplies" element={<SuppliesPage />} />
        <Route path={sliceToolPath} element={<SliceToolPage />} />
        <Route path="/lab-desk/*" element={<LabDeskPage />} />
        <Route path={labFormsPath} element={<LabFormsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function PortalApp({ services }: { services: PortalServices }) {
  return (
    <PortalServicesProvider services={services}>
      <CallCacheProvider cache={() => services.swrCache}>
        <PortalTheme>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
        </PortalTheme>
      </CallCacheProvider>
    </PortalServicesProvider>
  );
}
