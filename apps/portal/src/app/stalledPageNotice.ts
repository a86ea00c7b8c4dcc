// The page's own notice for a portal that has not drawn (index.html's inline script: its code
// failed to load, or nothing was drawn 8 s after the page started; once per tab, code that came
// but never ran reloads the page instead). The app marks that it has started, removes the notice
// once it draws, and says itself why it could not start (main.tsx).
// docs/decisions/stalled-page-notice.md.

/** The notice's id, as index.html's script writes it. */
export const stalledPageNoticeId = 'loci-stalled';
/** Set on `<html>` as the app's code starts: the page's script then never reloads the page. */
export const appStartedAttribute = 'data-loci-app';
/** The session storage mark of the page's one reload (a stall before the app's code ran). */
export const stalledReloadKey = 'loci-stalled-reload';

/** The app's code runs: no reload for a stall from now on, and the next stall may reload again. */
export function markAppStarted(page: Document = document, storage?: Storage): void {
  page.documentElement.setAttribute(appStartedAttribute, '');
  try {
    (storage ?? window.sessionStorage).removeItem(stalledReloadKey);
  } catch {
    // Storage refused: the page's script cannot have set the mark either.
  }
}

/** Removes the page's notice, if it was shown: the app is on screen now. */
export function removeStalledPageNotice(page: Pick<Document, 'getElementById'> = document): void {
  page.getElementById(stalledPageNoticeId)?.remove();
}
