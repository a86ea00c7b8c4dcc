/** The keys under which the portal keeps state in local storage (names are ours). */
export const LocalStorageKeys = {
  appSettings: 'loci.appSettings',
  cart: 'loci.cart',
  favorites: 'loci.favorites',
  user: 'loci.user',
  lastActivityAt: 'loci.lastActivityAt',
  postLoginLanding: 'loci.postLoginLanding',
} as const;

export type LocalStorageKey = (typeof LocalStorageKeys)[keyof typeof LocalStorageKeys];
