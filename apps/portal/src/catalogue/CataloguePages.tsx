import { Navigate, useLocation } from 'react-router-dom';
import { convertLegacyCategoryPath } from '@loci/domain';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { FrameTakeOver } from '../shell/userAreaDrawn.tsx';
import { CatalogueSearchPage } from './CatalogueSearchPage.tsx';

// The site search and a test's page are routes of their own (app/portalRoutes.tsx), so that a
// catalogue search does not load their code (issue 18).

export function TestsPage() {
  return (
    <CatalogueSearchPage
      title="Test catalogue"
      lead="Browse the lab’s tests by category, condition and gene, and add them to your cart."
    />
  );
}

export function TestSearchPage() {
  // The page's signed-in frame (issue 18), if shown, gives way once the search has committed and
  // the header shows the user (the search has no profile gate: it commits before the profile).
  return (
    <>
      <CatalogueSearchPage
        title="Search tests"
        lead="Search tests or genes by text, category, condition and gene."
      />
      <FrameTakeOver />
    </>
  );
}

export function TestLaunchpadPage() {
  return (
    <CatalogueSearchPage
      title="Test launchpad"
      lead="Find the right test fast and add it to your cart."
    />
  );
}

/**
 * An old catalogue address with a category path segment (`/tests/category/cardiology`): the
 * segment becomes the category query parameter (document 1 section 2).
 */
export function LegacyCategoryRedirect() {
  const location = useLocation();
  const converted = convertLegacyCategoryPath(location.pathname, location.search);
  if (!converted) return <NotFoundPage />;
  return <Navigate to={{ pathname: converted.pathname, search: converted.search }} replace />;
}
