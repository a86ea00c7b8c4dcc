// The catalogue's addresses: the search routes of document 1 section 2 and our test detail path.
import type { FavoritesViewType } from '@loci/domain';

/** The three routes of the catalogue search. */
export const catalogueSearchPaths = ['/tests', '/tests/search', '/test-launchpad'] as const;

/** Address bar writes wait for this pause after the last filter change (document 3). */
export const filterToAddressDebounceMs = 1000;

/**
 * A test's detail page: `/tests/{code}/{slug}` (the code finds the test, the slug names it;
 * docs/decisions/catalogue-screens.md). A favorite's deep link adds `?fav=Tests`.
 */
export function testDetailPath(code: string, slug: string, fav?: FavoritesViewType): string {
  const path = `/tests/${encodeURIComponent(code)}/${encodeURIComponent(slug)}`;
  return fav ? `${path}?fav=${fav}` : path;
}
