import { useLayoutEffect, useState, type RefObject } from 'react';

/** What names the scroller for assistive technology: a label, or the id of what names it. */
export interface KeyboardScrollerName {
  label?: string;
  /** Used when there is no `label`: the id of the caption or heading that names the content. */
  labelledBy?: string;
}

/**
 * Makes a scroll box (a wide table's, most often) a stop of the keyboard's own, named like its
 * content, while it scrolls sideways (wider than its box: a phone) or `always` (a virtualised
 * list, which scrolls down). Such a box may hold nothing focusable, and a keyboard must still
 * scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); a box that fits stays out of the tab
 * order. Returns the props to spread on the box. Its element children are measured as they
 * change size (rows that arrive), so render them with the box.
 */
export function useKeyboardScroller(
  ref: RefObject<HTMLElement | null>,
  { label, labelledBy }: KeyboardScrollerName,
  { always = false }: { always?: boolean } = {},
) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  if (!always && !overflows) return {};
  // A group, not a region: a landmark named like a table would repeat its page section's name.
  return {
    tabIndex: 0,
    role: 'group',
    'aria-label': label,
    'aria-labelledby': label ? undefined : labelledBy,
  } as const;
}
