// A part of the pre-rendered home the server drew with its data (the publications panel, issue 18;
// docs/decisions/prerendered-home.md): while the app's own part is still loading, the app keeps the
// server's markup in its place instead of a skeleton, so the take-over neither flashes nor shifts.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { prerenderElementId, prerenderOffAttribute } from './takeOver.tsx';

/** The server's markup of the part, when the visitor sees the pre-rendered page (not hidden). */
function shownPart(id: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (document.documentElement.hasAttribute(prerenderOffAttribute)) return null;
  const part = document.getElementById(id);
  return part && document.getElementById(prerenderElementId)?.contains(part) ? part : null;
}

/**
 * A Suspense fallback: the element `id` of the pre-rendered page, moved into the app's tree
 * (before the take-over removes the rest, children's layout effects run first), or `fallback`
 * when the page has none. The wrapper has no box (`display: contents`), as the server's has none.
 */
export function PrerenderedPart({ id, fallback }: { id: string; fallback: ReactNode }) {
  const [part] = useState(() => shownPart(id));
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (part && place.current && part.parentElement !== place.current) {
      place.current.append(part);
    }
  }, [part]);
  if (!part) return fallback;
  return <div ref={place} style={{ display: 'contents' }} />;
}
