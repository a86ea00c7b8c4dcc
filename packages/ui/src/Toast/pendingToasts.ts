import { isToastSeverity, type Toaster, type ToastSeverity } from './toaster';

/** A toast kept across a page load. */
export interface PendingToast {
  severity: ToastSeverity;
  message: string;
}

/**
 * Toasts that must survive a navigation (a full page load): `add` keeps them in
 * `sessionStorage` (this tab only), `flush` shows them in a toaster on the next page and forgets them.
 */
export interface PendingToasts {
  /** Keeps a toast for the next page load. Returns false when storage is unavailable (private mode, quota). */
  add(toast: PendingToast): boolean;
  /** Shows every kept toast in `toaster`, oldest first, and clears them. Returns how many were shown. */
  flush(toaster: Toaster): number;
  /** The kept toasts, without removing them. */
  peek(): PendingToast[];
  /** Forgets every kept toast. */
  clear(): void;
}

/** The `sessionStorage` key used when none is given. */
export const defaultPendingToastsKey = 'loci.pendingToasts';

export interface PendingToastsOptions {
  /** The storage key (default `loci.pendingToasts`). */
  storageKey?: string;
  /** Where to keep them (default `window.sessionStorage`); a function so that it is read lazily. */
  storage?: () => Storage;
}

export function createPendingToasts({
  storageKey = defaultPendingToastsKey,
  storage = () => window.sessionStorage,
}: PendingToastsOptions = {}): PendingToasts {
  function read(): PendingToast[] {
    try {
      const raw = storage().getItem(storageKey);
      if (raw === null) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (item): item is PendingToast =>
          typeof item === 'object' &&
          item !== null &&
          isToastSeverity((item as PendingToast).severity) &&
          typeof (item as PendingToast).message === 'string',
      );
    } catch {
      // Unreadable storage or a corrupt value: nothing is pending.
      return [];
    }
  }

  function clear() {
    try {
      storage().removeItem(storageKey);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }

  return {
    add(toast) {
      try {
        const next = [...read(), { severity: toast.severity, message: toast.message }];
        storage().setItem(storageKey, JSON.stringify(next));
        return true;
      } catch {
        return false;
      }
    },
    flush(toaster) {
      const pending = read();
      clear();
      for (const toast of pending) toaster.show(toast);
      return pending.length;
    },
    peek: read,
    clear,
  };
}

/** The default pending toasts, kept under `loci.pendingToasts`; flushed by `ToastRegion` on mount. */
export const pendingToasts: PendingToasts = /* @__PURE__ */ createPendingToasts();
