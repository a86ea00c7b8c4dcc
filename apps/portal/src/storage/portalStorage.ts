// The portal's local storage: the six entries the spec lists, and the order form in progress
// (docs/decisions/order-screens.md), written and read through this module only.
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

// Each entry is checked by hand, not with zod: storage is read before the first paint, and zod is
// not in the signed-out boot path (issue 18). A check answers the value as kept (unknown keys
// dropped, except where an entry keeps them) or `invalid`.
const invalid = Symbol('invalid');
type Check<T> = (value: unknown) => T | typeof invalid;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return invalid;
    const items: T[] = [];
    for (const item of value) {
      const checked = check(item);
      if (checked === invalid) return invalid;
      items.push(checked);
    }
    return items;
  };
}

export interface StoredAppSetting {
  VarName: string;
  VarValue: string | null;
}
const appSetting: Check<StoredAppSetting> = (value) =>
  isRecord(value) && isString(value.VarName) && isNullableString(value.VarValue)
    ? { VarName: value.VarName, VarValue: value.VarValue }
    : invalid;

/** A test in the cart; other keys the cart wrote are kept. */
export interface StoredCartTest {
  code: string;
  indent: number;
  reflexOrderingParentTestCode?: string | null | undefined;
  [key: string]: unknown;
}
const cartTest: Check<StoredCartTest> = (value) => {
  if (!isRecord(value) || !isString(value.code)) return invalid;
  const { indent, reflexOrderingParentTestCode: parent } = value;
  if (typeof indent !== 'number' || !Number.isInteger(indent) || indent < 0) return invalid;
  if (parent !== undefined && !isNullableString(parent)) return invalid;
  return value as StoredCartTest;
};

interface StoredFavorite {
  key: string;
  name: string;
  data?: unknown;
  [key: string]: unknown;
}
const favorite: Check<StoredFavorite> = (value) =>
  isRecord(value) && isString(value.key) && isString(value.name)
    ? (value as StoredFavorite)
    : invalid;

const favoriteCollectionNames = [
  'diagnosis',
  'panels',
  'slices',
  'tests',
  'insurances',
  'filters',
] as const;
export type StoredFavorites = Record<(typeof favoriteCollectionNames)[number], StoredFavorite[]>;
const favorites: Check<StoredFavorites> = (value) => {
  if (!isRecord(value)) return invalid;
  const kept: Partial<StoredFavorites> = {};
  for (const name of favoriteCollectionNames) {
    const items = arrayOf(favorite)(value[name]);
    if (items === invalid) return invalid;
    kept[name] = items;
  }
  return kept as StoredFavorites;
};

interface StoredAccount {
  accountNumber: string;
  accessApproved: boolean;
  accessTypeCode: string;
  clientName: string;
}
const storedAccount: Check<StoredAccount> = (value) =>
  isRecord(value) &&
  isString(value.accountNumber) &&
  typeof value.accessApproved === 'boolean' &&
  isString(value.accessTypeCode) &&
  isString(value.clientName)
    ? {
        accountNumber: value.accountNumber,
        accessApproved: value.accessApproved,
        accessTypeCode: value.accessTypeCode,
        clientName: value.clientName,
      }
    : invalid;

export interface StoredUser {
  loginEmailAddress: string;
  firstName: string | null;
  lastName: string | null;
  portalRegistrationCompleted: boolean;
  accounts: StoredAccount[];
  selectedAccountNumber: string | null;
}
const storedUser: Check<StoredUser> = (value) => {
  if (
    !isRecord(value) ||
    !isString(value.loginEmailAddress) ||
    !isNullableString(value.firstName) ||
    !isNullableString(value.lastName) ||
    typeof value.portalRegistrationCompleted !== 'boolean' ||
    !isNullableString(value.selectedAccountNumber)
  )
    return invalid;
  const accounts = arrayOf(storedAccount)(value.accounts);
  if (accounts === invalid) return invalid;
  return {
    loginEmailAddress: value.loginEmailAddress,
    firstName: value.firstName,
    lastName: value.lastName,
    portalRegistrationCompleted: value.portalRegistrationCompleted,
    accounts,
    selectedAccountNumber: value.selectedAccountNumber,
  };
};

const lastActivity: Check<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : invalid;

// Only same-origin paths: a landing address is never an absolute URL to elsewhere.
const postLoginLanding: Check<string> = (value) =>
  isString(value) && /^\/(?![/\\])/.test(value) ? value : invalid;

// Checked again field by field by the order form (src/order-form/orderFormKeeper.ts).
interface StoredOrderForm {
  formKey: string;
  values: unknown;
  keptAt: number;
}
const orderForm: Check<StoredOrderForm> = (value) =>
  isRecord(value) && isString(value.formKey) && typeof value.keptAt === 'number'
    ? { formKey: value.formKey, values: value.values, keptAt: value.keptAt }
    : invalid;

export interface PortalStorageEntries {
  appSettings: StoredAppSetting[];
  cart: StoredCartTest[];
  favorites: StoredFavorites;
  user: StoredUser;
  lastActivity: number;
  postLoginLanding: string;
  orderForm: StoredOrderForm;
}

const entryChecks: { [K in PortalStorageEntryName]: Check<PortalStorageEntries[K]> } = {
  appSettings: arrayOf(appSetting),
  cart: arrayOf(cartTest),
  favorites,
  user: storedUser,
  lastActivity,
  postLoginLanding,
  orderForm,
};

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
    const checked = entryChecks[name](parsed);
    if (checked === invalid) {
      store.removeItem(key);
      return null;
    }
    return checked;
  };

  const write = <K extends PortalStorageEntryName>(name: K, value: PortalStorageEntries[K]) => {
    const checked = entryChecks[name](value);
    if (checked === invalid) throw new Error(`The ${name} entry to store has the wrong shape`);
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
