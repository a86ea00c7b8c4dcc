// The catalogue's addresses: the search routes of document 1 section 2 and our test detail path.
import { RouteParameterPattern, type FavoritesViewType } from '@loci/domain';

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

/**
 * A route parameter as the spec reads one (document 1 section 2): word characters, percent signs
 * and hyphens, then URL-decoded; anything else (or a broken percent sequence) is null.
 */
export function readRouteParameter(raw: string): string | null {
  if (!RouteParameterPattern.test(raw)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The code and slug of a test detail address (`/tests/{code}/{slug}`), read from the address as
 * typed (React Router's own parameters are already decoded, so the rule could not be applied to
 * them); null when either breaks the route-parameter rule.
 */
export function readTestDetailPath(pathname: string): { testCode: string; slug: string } | null {
  const match = /^\/tests\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const testCode = readRouteParameter(match[1]!);
  const slug = readRouteParameter(match[2]!);
  return testCode === null || slug === null ? null : { testCode, slug };
}
