// What the build's SSR render of a page (renderHome.tsx, renderSignedInFrame.tsx) gives the
// providers: a first visit's empty storage.

/** Local storage as a first visit finds it: empty. */
export function emptyStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/**
 * What the providers read while rendering (the favourites' pending store, the colour scheme): a
 * first visit's empty storage, given as `window` for this synchronous render only, so that the
 * lab's server never has a `window` for its other code.
 */
export function withFirstVisitWindow<Result>(render: () => Result): Result {
  const global = globalThis as { window?: unknown };
  if (global.window !== undefined) return render();
  global.window = { localStorage: emptyStorage(), sessionStorage: emptyStorage() };
  try {
    return render();
  } finally {
    delete global.window;
  }
}
