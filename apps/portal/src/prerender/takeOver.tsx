// The signed-out home painted from the HTML (issue 18; docs/decisions/first-visit-performance.md):
// the build writes the shell and home as a signed-out visitor sees them into `#loci-prerender`
// beside an empty, hidden `#root` (scripts/prerender.mjs). The app draws into `#root` unseen and,
// once its first screen has committed, swaps the two in one frame: no flash, no shift.
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The element holding the pre-rendered markup (only in the pages served at `/` and `/user-account`). */
export const prerenderElementId = 'loci-prerender';

/** The home's publications panel as the lab's server draws it with its first page (issue 18). */
export const publicationsPartId = 'loci-prerender-publications';

/**
 * Set on `<html>` by the page's inline script when the pre-rendered markup would not be what the
 * app draws (a stored user, a chosen scheme, a cart): the markup is hidden from the first paint.
 */
export const prerenderOffAttribute = 'data-loci-prerender';

/**
 * Set on `<html>` (to the view's name) by the page at /user-account when it shows a signed-in
 * screen's frame (scripts/prerender.mjs): the route's commit does not take over then, the view's
 * does (user-account/UserAccountPage.tsx), or at once an error, a redirect or a sign-in.
 */
export const signedInFrameAttribute = 'data-loci-frame';

function showsSignedInFrame(): boolean {
  return (
    document.documentElement.hasAttribute(signedInFrameAttribute) &&
    document.getElementById(prerenderElementId) !== null
  );
}

/**
 * The path from `ancestor` down to `element`: at each level the child's tag and its position
 * among its siblings of that tag, so that a part the app draws and the markup has not (the
 * progress bar while reads are in flight, a `div` before the header) moves no other element.
 */
type ChildPath = Array<[tag: string, index: number]>;

function sameTagSiblings(parent: Element, tag: string): Element[] {
  return Array.prototype.filter.call(parent.children, (child: Element) => child.tagName === tag);
}

function childPath(ancestor: Element, element: Element): ChildPath | null {
  const path: ChildPath = [];
  let current: Element | null = element;
  while (current && current !== ancestor) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift([current.tagName, sameTagSiblings(parent, current.tagName).indexOf(current)]);
    current = parent;
  }
  return current === ancestor ? path : null;
}

function elementAt(ancestor: Element, path: ChildPath): Element | null {
  let current: Element | null = ancestor;
  for (const [tag, index] of path) {
    current = current ? (sameTagSiblings(current, tag)[index] ?? null) : null;
  }
  return current;
}

/** The events that end a press (a pointer let go or lost, a key let go, the window left). */
const pressEndEvents = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;
let swapAfterPress = false;

/**
 * A press under way inside the markup (a pointer or a key held on one of its controls, which
 * `:active` tells even when the press began before any script ran). Swapping then would take the
 * pressed control away between press and release: the browser fires no click, and a Sign in
 * pressed as the app drew did nothing (a clean-clone CI run: the button was gone under the mouse).
 */
function pressedInside(prerendered: Element): boolean {
  try {
    return prerendered.querySelector(':active') !== null;
  } catch {
    return false;
  }
}

/** Swaps once the press has ended and its click has run (the click may leave the page instead). */
function swapWhenPressEnds(prerendered: Element) {
  if (swapAfterPress) return;
  swapAfterPress = true;
  const swapIfReleased = () => {
    if (prerendered.isConnected && pressedInside(prerendered)) return;
    for (const type of pressEndEvents) window.removeEventListener(type, onPressEnd, true);
    window.clearInterval(poll);
    swapAfterPress = false;
    takeOverPrerenderedPage()?.();
  };
  // After the release's own task, which fires the click and its default action (a link's or the
  // Sign in form's navigation).
  const onPressEnd = () => window.setTimeout(swapIfReleased, 0);
  for (const type of pressEndEvents) window.addEventListener(type, onPressEnd, true);
  // A release the page was not told of (let go outside the window) ends the wait too.
  const poll = window.setInterval(swapIfReleased, 500);
}

/**
 * Removes the pre-rendered markup and shows `#root`. No-op when the page has none (every page but
 * `/`, Vite's dev server). Answers, when focus was inside the markup (a visitor who tabbed before
 * the app loaded), what moves it to the element at the same place in the app's markup. While a
 * control of the markup is pressed, the swap waits for the press to end (and then restores focus
 * itself).
 */
export function takeOverPrerenderedPage(): (() => void) | null {
  const prerendered = document.getElementById(prerenderElementId);
  const root = document.getElementById('root');
  if (!prerendered || !root) return null;
  if (pressedInside(prerendered)) {
    swapWhenPressEnds(prerendered);
    return null;
  }
  const focused = document.activeElement;
  const path =
    focused && focused !== document.body && prerendered.contains(focused)
      ? childPath(prerendered, focused)
      : null;
  prerendered.remove();
  root.hidden = false;
  if (!path) return null;
  return () => {
    const same = elementAt(root, path);
    if (same instanceof HTMLElement && document.activeElement === document.body) {
      same.focus({ preventScroll: true });
    }
  };
}

/**
 * Rendered beside a route's screen (and its error panel): the swap in a layout effect, before the
 * browser paints; focus is given back after the screen's own effects, so that the page heading's
 * (usePageHeading) finds nothing focused, as on any first load, and leaves it where the visitor was.
 * `unlessFrame`: not when the page shows a signed-in frame (the screen inside the route, past its
 * profile's read, takes over then).
 */
export function PrerenderTakeOver({ unlessFrame = false }: { unlessFrame?: boolean }) {
  const restoreFocus = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (unlessFrame && showsSignedInFrame()) return;
    restoreFocus.current = takeOverPrerenderedPage() ?? restoreFocus.current;
  }, [unlessFrame]);
  useEffect(() => {
    restoreFocus.current?.();
    restoreFocus.current = null;
  }, []);
  return null;
}
