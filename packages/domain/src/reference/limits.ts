/**
 * Business constants and limits: paging, debounces, delays and text limits (document 3
 * section 9 and document 2 section 9). Durations are in milliseconds unless the name says
 * otherwise.
 */

/** Default page sizes. */
export const PageSizes = {
  /** Ordinary lists. */
  list: 10,
  /** Patient search (PageSize of the search request). */
  patientSearch: 20,
  /** Data tables; the page-size menu also offers every item, labelled All. */
  dataTable: 25,
  /** The publications listing (first 10). */
  publications: 10,
} as const;

/** The label of the data table's page-size option that shows every item. */
export const AllItemsPageSizeLabel = 'All';

/** The first page number of a paged request (PageNumber default). */
export const FirstPageNumber = 1;

/** How many page numbers a pager shows at once. */
export const PageWindowSize = 5;

/** Top-200 result lists are capped at 200 items. */
export const TopResultsCap = 200;

/**
 * How many plans an insurance search returns unless told otherwise (the spec says a default
 * exists without giving it; 50 fills a typeahead without a second page).
 */
export const InsuranceSearchDefaultLimit = 50;

/** Expandable lists collapse (show more / show less) when they hold more than this many items. */
export const ExpandableListCollapseAbove = 5;

/** Debounce delays. */
export const Debounces = {
  /** Typeahead search. */
  typeaheadMs: 300,
  /** Address suggestions. */
  addressSuggestionsMs: 200,
  /** Writing filter changes into the address bar. */
  filterToAddressBarMs: 1000,
  /** Token refresh calls; leading edge only (the first call runs, repeats within 5 s are dropped). */
  refreshCallsMs: 5000,
} as const;

/** An access token is renewed when it expires within this many seconds. */
export const TokenRenewalWindowSeconds = 60;

/** Tooltip timing. */
export const TooltipDelays = { openMs: 500, closeMs: 50 } as const;

/** Default delay of the delay-display helper (shows content only after a short wait). */
export const DelayDisplayDefaultMs = 50;

/** How long a textarea flashes its alert when the maximum length is reached. */
export const TextareaMaxLengthFlashMs = 100;

/** Rows of a textarea unless told otherwise. */
export const TextareaDefaultRows = 4;

/** Errors are reported after this delay unless already handled. */
export const ErrorReportDelayMs = 100;

/** A non-error value shown by the error reporter is truncated to this many characters. */
export const ErrorTextMaxLength = 100;

/** Street words removed from a geocoded street (compared whole-word, case-insensitive). */
export const GeocodedStreetKeywords = [
  'suite',
  'apt',
  'apartment',
  'unit',
  'rm',
  'room',
  'fl',
  'floor',
  'bldg',
  'building',
  'ste',
] as const;

/** The kinds of call that do not show the blocking progress indicator. */
export const ProgressSkippedCallKinds = [
  'keepalive',
  'authentication',
  'pressReleases',
  'sliceSearch',
  'insuranceSearch',
  'notificationPeopleSearch',
  'patientSearch',
  'addOnAvailability',
  'orderingProviderNameLookup',
  'testsSearch',
] as const;

export type ProgressSkippedCallKind = (typeof ProgressSkippedCallKinds)[number];

/** Whether a call of this kind skips the blocking progress indicator. */
export function skipsProgressIndicator(kind: string): boolean {
  return (ProgressSkippedCallKinds as readonly string[]).includes(kind);
}

/** Route parameters are word characters, percent signs and hyphens (then URL-decoded). */
export const RouteParameterPattern = /^[\w%-]+$/;
