import { useEffect, useRef } from 'react';

/**
 * Whether a page heading was shown in this document before: the first one is the page load, any later
 * one (or a later title) a view change. Module-wide, as the document is.
 */
let viewShownBefore = false;

/**
 * Whether the visitor pressed or clicked since `startAsFirstLoad`; undefined until a host calls it
 * (the portal never does: the document's own user activation counts).
 */
let actedSinceStart: boolean | undefined;

/**
 * Whether the visitor has used the page yet (clicked, typed). A title that changes while a first page
 * loads is no view change of theirs; browsers without `navigator.userActivation` count as used.
 */
function visitorHasActed(): boolean {
  if (actedSinceStart !== undefined) return actedSinceStart;
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive ?? true;
}

const noteAct = () => {
  actedSinceStart = true;
};

/**
 * Starts over as a first page load does, for a host that shows one screen after another in the same
 * document (the screen stories in Storybook, where an earlier story's clicks would count as this
 * screen's visitor acting): no view shown before, and no act of the visitor until their next press
 * or click (`pointerdown`, `keydown`, also a test's simulated ones).
 */
export function startAsFirstLoad(): void {
  viewShownBefore = false;
  if (actedSinceStart === undefined) {
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, noteAct, { capture: true });
  }
  actedSinceStart = false;
}

/**
 * Names the page in the document title and moves focus to its heading when the view changes: also
 * when focus had fallen to `<body>` (the control that started the change unmounted: "New patient",
 * "Submit order"). A first page load leaves focus where it is (on `<body>`, or where a prerendered
 * page's visitor put it).
 */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Loci provider portal`;
    const focusInPage = document.activeElement && document.activeElement !== document.body;
    if (focusInPage || (viewShownBefore && visitorHasActed())) {
      heading.current?.focus({ preventScroll: true });
    }
    viewShownBefore = true;
  }, [title]);
  return heading;
}
