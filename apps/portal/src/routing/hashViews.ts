// A small typed router for the in-page views that live after the # of a route
// (for example /user-account#patients/42 or /supplies#!/supplies-list/1001).

import type { HashViewParams, HashViewTable } from '@loci/contract';

// The views' patterns and the hash of one view are the contract's (the server's e-mails write the
// same addresses); matching a hash to a view is the portal's own.
export { hashViewHref } from '@loci/contract';
export type { HashViewHrefOptions, HashViewParams, HashViewTable } from '@loci/contract';

export type HashViewMatch<Table extends HashViewTable> = {
  [Name in keyof Table & string]: {
    name: Name;
    params: HashViewParams<Table[Name]>;
    query: URLSearchParams;
  };
}[keyof Table & string];

/** Route parameters are word characters, percent signs and hyphens (then URL-decoded). */
const routeParameterPattern = /^[\w%-]+$/;

interface ParsedHash {
  segments: string[];
  query: URLSearchParams;
}

/** Splits `#profile/favorites?fav=Tests`, `#!/supplies-list/1001` or `patients/42` into path segments and query. */
export function parseHash(hash: string): ParsedHash {
  let rest = hash.startsWith('#') ? hash.slice(1) : hash;
  if (rest.startsWith('!')) rest = rest.slice(1);
  if (rest.startsWith('/')) rest = rest.slice(1);
  const queryStart = rest.indexOf('?');
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : rest.slice(queryStart + 1));
  const segments = path === '' ? [] : path.replace(/\/+$/, '').split('/');
  return { segments, query };
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) {
      if (!routeParameterPattern.test(segment)) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The first view of the table (in its order) whose pattern matches the hash, or null. */
export function matchHashView<Table extends HashViewTable>(
  table: Table,
  hash: string,
): HashViewMatch<Table> | null {
  const { segments, query } = parseHash(hash);
  if (segments.length === 0) return null;
  for (const [name, pattern] of Object.entries(table)) {
    const params = matchPattern(pattern, segments);
    if (params) return { name, params, query } as HashViewMatch<Table>;
  }
  return null;
}
