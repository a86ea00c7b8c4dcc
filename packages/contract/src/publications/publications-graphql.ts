// The publications GraphQL (document 2 section 7.4), POSTed to `/graphql/publications`: the query
// texts the portal sends, the limits the server enforces on their variables, and the answers'
// shapes. Public like the catalogue (docs/decisions/publications-graphql.md).
import { z } from '../zod.js';

/** Where the publications GraphQL is served. */
export const publicationsGraphqlPath = '/graphql/publications';

/** The publication category filter types (document 3): Publication and News. */
export const publicationTypes = ['Publication', 'News'] as const;
export const publicationTypeSchema = z.enum(publicationTypes);
export type PublicationType = z.infer<typeof publicationTypeSchema>;

export const publicationListingLimits = {
  /** Publications page size (document 3). */
  pageSize: 10,
  /** Most publications in one answer. */
  maxFirst: 50,
  /** Largest offset (a deep page of an archive far larger than the lab's). */
  maxOffset: 10_000,
  /** Longest text filter (characters). */
  textMaxLength: 100,
} as const;

const isoDate = z.iso.date();
/** Links open in the browser: web addresses only (never `javascript:` or `data:`). */
const webLink = z.url({ protocol: /^https?$/ });

/** One publication or news item (document 1's Publication fields). */
export const publicationSchema = z.object({
  id: z.string(),
  publicationType: publicationTypeSchema,
  /** Calendar date, `YYYY-MM-DD`. */
  publicationDate: isoDate,
  displayTitle: z.string(),
  teaser: z.string(),
  /** Where the article is read (opens in a new tab). */
  articleLink: webLink,
  /** The source's home (journal, newsroom), when there is one. */
  sourceLink: z.nullable(webLink),
  /** The source's name, e.g. the journal. */
  sourceText: z.nullable(z.string()),
});
export type Publication = z.infer<typeof publicationSchema>;

/** The listing's filter: types (none = all), words in the title, teaser or source, a date range. */
export const publicationFilterSchema = z
  .strictObject({
    types: z.optional(z.array(publicationTypeSchema).check(z.maxLength(publicationTypes.length))),
    text: z.optional(
      z.string().check(z.trim(), z.maxLength(publicationListingLimits.textMaxLength)),
    ),
    /** Published on or after this date. */
    publishedFrom: z.optional(isoDate),
    /** Published on or before this date. */
    publishedTo: z.optional(isoDate),
  })
  .check(
    z.refine(
      (filter) =>
        !filter.publishedFrom || !filter.publishedTo || filter.publishedFrom <= filter.publishedTo,
      { message: 'publishedFrom must not be after publishedTo', path: ['publishedFrom'] },
    ),
  );
export type PublicationFilter = z.input<typeof publicationFilterSchema>;

/** The listing's variables: first (page size), offset, filter. */
export const publicationListingVariablesSchema = z.strictObject({
  first: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(publicationListingLimits.maxFirst)),
    publicationListingLimits.pageSize,
  ),
  offset: z._default(
    z.number().check(z.int(), z.gte(0), z.lte(publicationListingLimits.maxOffset)),
    0,
  ),
  filter: z.optional(publicationFilterSchema),
});
export type PublicationListingVariables = z.input<typeof publicationListingVariablesSchema>;

/** The listing's answer: a page sorted by publicationDate descending, and the filter's total. */
export const publicationListingSchema = z.object({
  totalCount: z.number().check(z.int(), z.gte(0)),
  items: z.array(publicationSchema),
});
export type PublicationListing = z.infer<typeof publicationListingSchema>;

const publicationFields =
  'id publicationType publicationDate displayTitle teaser articleLink sourceLink sourceText';

/** The query texts the portal sends (operation name = key, capitalised). */
export const publicationsQueries = {
  publications: `query Publications($first: Int, $offset: Int, $filter: PublicationFilter) {
  publications(first: $first, offset: $offset, filter: $filter) {
    totalCount
    items { ${publicationFields} }
  }
}`,
  publicationTypes: `query PublicationTypes { publicationTypes }`,
} as const;

/** What each query answers (the field under `data`). */
export interface PublicationsAnswers {
  publications: { publications: PublicationListing };
  publicationTypes: { publicationTypes: PublicationType[] };
}
