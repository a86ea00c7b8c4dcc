// The favorites toasts, in the spec's words (document 2 section 8).
export const favoritesMessages = {
  added: 'favorites added',
  removed: 'favorites removed',
  filterSaved: 'Filter saved',
} as const;
