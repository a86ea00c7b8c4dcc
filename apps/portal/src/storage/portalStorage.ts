// The portal's local storage: the six entries the spec lists, and the order form in progress
// (docs/decisions/order-screens.md), written and read through this module only.
import { z } from 'zod';
import { LocalStorageKeys } from '@loci/domain';

/** The browser storage key of each entry (the domain's names; prefixed so that clearing touches nothing else). */
export const portalStorageKeys = {
  appSettings: LocalStorageKeys.appSettings,
  cart: LocalStorageKeys.cart,
  favorites: LocalStorageKeys.favorites,
  user: LocalStorageKeys.user,
  lastActivity: LocalStorageKeys.lastActivityAt,
  postLoginLanding: LocalStorageKeys.postLoginLanding,
  /** The order form as typed until it is saved (cleared on logout with the rest). */
  orderForm: 'loci.orderForm',
} as const;

export type PortalStorageEntryName = keyof typeof portalStorageKeys;

const appSettingSchema = z.object({ VarName: z.string(), VarValue: z.string().nullable() });

const cartTestSchema = z
  .object({
    code: z.string(),
    indent: z.number().int().min(0),
    reflexOrderingParentTestCode: z.string().nullable().optional(),
  })
  .loose();

const favoriteSchema = z.object({ key: z.string(), name: z.string(), data: z.unknown() }).loose();

const favoritesSchema = z.object({
  diagnosis: z.array(favoriteSchema),
  panels: z.array(favoriteSchema),
  slices: z.array(favoriteSchema),
  tests: z.array(favoriteSchema),
  insurances: z.array(favoriteSchema),
  filters: z.array(favoriteSchema),
});

const storedAccountSchema = z.object({
  accountNumber: z.string(),
  accessApproved: z.boolean(),
  accessTypeCode: z.string(),
  clientName: z.string(),
});

const storedUserSchema = z.object({
  loginEmailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  portalRegistrationCompleted: z.boolean(),
  accounts: z.array(storedAccountSchema),
  selectedAccountNumber: z.string().nullable(),
});

const entrySchemas = {
  appSettings: z.array(appSettingSchema),
  cart: z.array(cartTestSchema),
  favorites: favoritesSchema,
  user: storedUserSchema,
  lastActivity: z.number().int().nonnegative(),
  // Only same-origin paths: a landing address is never an absolute URL to elsewhere.
  postLoginLanding: z.string().regex(/^\/(?![/\\])/),
  // Checked again field by field by the order form (src/order-form/orderFormKeeper.ts).
  orderForm: z.object({ formKey: z.string(), values: z.unknown(), keptAt: z.number() }),
} satisfies Record<PortalStorageEntryName, z.ZodType>;

export type PortalStorageEntries = {
  [K in PortalStorageEntryName]: z.infer<(typeof entrySchemas)[K]>;
};
export type StoredAppSetting = z.infer<typeof appSettingSchema>;
export type StoredCartTest = z.infer<typeof cartTestSchema>;
export type StoredFavorites = z.infer<typeof favoritesSchema>;
export type StoredUser = z.infer<typeof storedUserSchema>;

export interface PortalStorage {
  /** The entry, or null when it is absent or unreadable (an unreadable entry is removed). */
  read<K extends PortalStorageEntryName>(name: K): PortalStorageEntries[K] | null;
  write<K extends PortalStorageEntryName>(name: K, value: PortalStorageEntries[K]): void;
  remove(name: PortalStorageEntryName): void;
  /** Reads the post-login landing address and removes it: it is used once. */
  takePostLoginLanding(): string | null;
  /** Removes every entry of the portal (on logout). */
  clear(): void;
}

export function createPortalStorage(store: Storage): PortalStorage {
  const read = <K extends PortalStorageEntryName>(name: K): PortalStorageEntries[K] | null => {
    const key = portalStorageKeys[name];
    let raw: string | null;
    try {
      raw = store.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      store.removeItem(key);
      return null;
    }
    const result = entrySchemas[name].safeParse(parsed);
    if (!result.success) {
      store.removeItem(key);
      return null;
    }
    return result.data as PortalStorageEntries[K];
  };

  const write = <K extends PortalStorageEntryName>(name: K, value: PortalStorageEntries[K]) => {
    const checked = entrySchemas[name].parse(value);
    store.setItem(portalStorageKeys[name], JSON.stringify(checked));
  };

  const remove = (name: PortalStorageEntryName) => store.removeItem(portalStorageKeys[name]);

  return {
    read,
    write,
    remove,
    takePostLoginLanding() {
      const landing = read('postLoginLanding');
      remove('postLoginLanding');
      return landing;
    },
    clear() {
      for (const key of Object.values(portalStorageKeys)) store.removeItem(key);
    },
  };
}

/** The portal's storage in this browser (localStorage, shared by every open tab). */
export const portalStorage: PortalStorage = createPortalStorage(globalThis.localStorage);
