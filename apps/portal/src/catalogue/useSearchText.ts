import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the search text waits after the last key before it searches (the typeahead pause). */
export const searchTextDebounceMs = 300;

/** The search text of a search form, kept in step with the address's `term`. */
export interface SearchText {
  /** What the search field shows. */
  text: string;
  /** The search field's change: searches `searchTextDebounceMs` after the last one. */
  setText(text: string): void;
  /** The form's submit handler: stays on the page and searches the text at once. */
  submit(event: { preventDefault(): void }): void;
}

/**
 * The search field of the catalogue's and the site's search forms: the typed text searches
 * (`onChange({ term }, changedAt)`) after a pause or at once on submit, and a new address (a deep
 * link, the back button) brings its own text. `changedAt` is the time of the last key, so the
 * address bar can count its own pause from the key rather than from the search; `onTyping` hears
 * every key (the address query's `touch`). `onChange` should be stable (the address query's
 * `update`), as a new one restarts the pause.
 */
export function useSearchText(
  term: string,
  onChange: (change: { term: string }, changedAt: number) => void,
  onTyping?: (changedAt: number) => void,
): SearchText {
  const [text, setTextState] = useState(term);
  const typed = useRef(term);
  const lastKeyAt = useRef(0);
  const onTypingRef = useRef(onTyping);
  onTypingRef.current = onTyping;

  const setText = useCallback((next: string) => {
    lastKeyAt.current = Date.now();
    onTypingRef.current?.(lastKeyAt.current);
    setTextState(next);
  }, []);

  // A new address (deep link, back button) brings its own text.
  useEffect(() => {
    if (term !== typed.current) {
      typed.current = term;
      setTextState(term);
    }
  }, [term]);

  useEffect(() => {
    if (text === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = text;
      onChange({ term: text }, lastKeyAt.current);
    }, searchTextDebounceMs);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    typed.current = text;
    onChange({ term: text }, Date.now());
  };
  return { text, setText, submit };
}
