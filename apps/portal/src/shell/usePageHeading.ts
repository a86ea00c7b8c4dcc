import { useEffect, useRef } from 'react';

/** Names the page in the document title and moves focus to its heading when the view changes. */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Loci provider portal`;
    if (document.activeElement && document.activeElement !== document.body) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [title]);
  return heading;
}
