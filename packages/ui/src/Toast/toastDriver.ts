import type { ToastSeverity } from './toaster';

/** A toast as a user sees it. */
export interface ToastView {
  severity: ToastSeverity;
  /** Its text, severity prefix included ("Error: …"). */
  text: string;
  /** Its dismiss button. */
  dismissButton: HTMLButtonElement;
}

/**
 * A small driver for testing products that use `ToastRegion`: it reads the visible toasts and the
 * live regions that screen readers announce from. Plain DOM; exported from `@loci/ui/test`.
 */
export interface ToastDriver {
  /** The visible toasts, newest first. */
  toasts(): ToastView[];
  /** Texts in the polite live region (info and success), oldest first. */
  politeAnnouncements(): string[];
  /** Texts in the assertive live region (warnings and errors), oldest first. */
  assertiveAnnouncements(): string[];
  /** Whether both live regions are in the page (they must be before the first toast). */
  hasLiveRegions(): boolean;
}

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Reads the toast region inside `root` (default: the whole document). */
export function toastDriver(root: ParentNode = document): ToastDriver {
  const live = (kind: 'polite' | 'assertive') =>
    root.querySelector<HTMLElement>(`[data-toast-live="${kind}"]`);
  const texts = (kind: 'polite' | 'assertive') =>
    Array.from(live(kind)?.children ?? [], (child) => clean(child.textContent));
  return {
    toasts() {
      const items = root.querySelectorAll<HTMLLIElement>('[data-toast-region] li[data-severity]');
      return Array.from(items, (item) => ({
        severity: item.dataset.severity as ToastSeverity,
        text: clean(item.querySelector('p')?.textContent ?? ''),
        dismissButton: item.querySelector('button') as HTMLButtonElement,
      }));
    },
    politeAnnouncements: () => texts('polite'),
    assertiveAnnouncements: () => texts('assertive'),
    hasLiveRegions: () => live('polite') !== null && live('assertive') !== null,
  };
}
