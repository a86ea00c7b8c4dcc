// The publications section's texts (the spec gives none for it; these are ours).
export const publicationsMessages = {
  heading: 'Publications and news',
  lead: 'Papers by the lab’s scientists and news from the lab.',
  tabsLabel: 'Publication type',
  tabAll: 'All',
  tabPublication: 'Publication',
  tabNews: 'News',
  pagination: 'Publications and news pages',
  loading: 'Loading publications and news…',
  failed: 'Publications and news could not be loaded.',
  empty: 'Nothing published yet.',
  opensInNewTab: '(opens in a new tab)',
  typeLabel: { Publication: 'Publication', News: 'News' },
} as const;

// One formatter per locale: making one costs far more than using it (ten a page, on every render).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A publication date (YYYY-MM-DD) as the reader says it, e.g. "March 2, 2026". */
export function formatPublicationDate(date: string, locale = 'en-US'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(parsed);
}
