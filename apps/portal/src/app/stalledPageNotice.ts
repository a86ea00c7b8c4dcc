// The page's own notice for a portal that has not drawn (index.html's inline script: its code
// failed to load, or nothing was drawn 8 s after the page started). The app removes it once it
// draws, and says itself why it could not start (main.tsx). docs/decisions/stalled-page-notice.md.

/** The notice's id, as index.html's script writes it. */
export const stalledPageNoticeId = 'loci-stalled';

/** Removes the page's notice, if it was shown: the app is on screen now. */
export function removeStalledPageNotice(page: Pick<Document, 'getElementById'> = document): void {
  page.getElementById(stalledPageNoticeId)?.remove();
}
