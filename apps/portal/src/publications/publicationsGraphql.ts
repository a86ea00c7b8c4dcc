// The publications GraphQL (document 2 section 7.4) through the portal's one API client: the
// contract's listing query POSTed to /graphql/publications, its answer checked against the
// contract, and an SWR hook. Public data: the SWR key does not name the user.
import {
  publicationListingLimits,
  publicationListingSchema,
  publicationsGraphqlPath,
  publicationsQueries,
  type PublicationListing,
  type PublicationListingVariables,
  type PublicationType,
} from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { GraphqlError, sendGraphql } from '../api/graphql.ts';
import { useRead, type CallResponse } from '../api/callHooks.tsx';

/** A GraphQL answer with errors, or one whose data does not fit the contract. */
export class PublicationsQueryError extends GraphqlError {
  override readonly name = 'PublicationsQueryError';
  constructor(errors: ReadonlyArray<{ message: string }>) {
    super(errors, 'Publications could not be read');
  }
}

/** Reads one page of the listing (newest first). Runs without the global progress indicator. */
export async function queryPublications(
  api: ApiClient,
  variables: PublicationListingVariables,
  signal?: AbortSignal,
): Promise<PublicationListing> {
  const answer = await sendGraphql<{ publications?: unknown }>(api, {
    path: publicationsGraphqlPath,
    operationName: 'Publications',
    query: publicationsQueries.publications,
    variables: { ...variables },
    operation: 'publications',
    // Document 2: press releases (publications and news) skip the global progress indicator.
    kind: 'press-releases',
    ...(signal ? { signal } : {}),
  });
  if (answer.errors && answer.errors.length > 0) throw new PublicationsQueryError(answer.errors);
  const listing = publicationListingSchema.safeParse(answer.data?.publications);
  if (!listing.success) throw new PublicationsQueryError([]);
  return listing.data;
}

/** The tabs' choice: every type, or one of the filter types. */
export type PublicationTab = 'all' | PublicationType;

/** The variables of a page (1-based) of a tab: publications page size 10 (document 3). */
export function publicationPageVariables(
  tab: PublicationTab,
  page: number,
): PublicationListingVariables {
  const first = publicationListingLimits.pageSize;
  return {
    first,
    offset: (Math.max(1, page) - 1) * first,
    ...(tab === 'all' ? {} : { filter: { types: [tab] } }),
  };
}

/** The SWR key of a page of a tab (public data: it names no user). */
export function publicationsReadKey(tab: PublicationTab, page: number): readonly unknown[] {
  return ['publications', JSON.stringify(publicationPageVariables(tab, page))];
}

/**
 * Where the lab's server writes the All tab's first page into the page at `/` (issue 18;
 * src/prerender/renderHome.tsx), beside the panel's markup it drew with it.
 */
export const publicationsInPageId = 'loci-publications';

let inPage: { written: string; listing: PublicationListing | null } | undefined;

/** The first page the server wrote into the page (null: none, or not the contract's). */
function firstPageInPage(): PublicationListing | null {
  const written = globalThis.document?.getElementById(publicationsInPageId)?.textContent;
  if (!written) return null;
  // Parsed once, not on every render of the panel.
  if (inPage?.written !== written) {
    let listing: PublicationListing | null = null;
    try {
      const parsed = publicationListingSchema.safeParse(JSON.parse(written));
      if (parsed.success) listing = parsed.data;
    } catch {
      // Not JSON: the panel reads the page as it would without it.
    }
    inPage = { written, listing };
  }
  return inPage.listing;
}

/**
 * One page of publications and news; keeps the last page shown while the next one loads. The All
 * tab's first page starts with the one the server wrote into the page, if any.
 */
export function usePublications(
  tab: PublicationTab,
  page: number,
): CallResponse<PublicationListing> {
  const variables = publicationPageVariables(tab, page);
  const startingData = tab === 'all' && page === 1 ? firstPageInPage() : null;
  return useRead(publicationsReadKey(tab, page), (api) => queryPublications(api, variables), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...(startingData ? { startingData } : {}),
  });
}
