import { isSeverity, severities, type Severity } from '../internal/feedback/severity';

/** How serious a toast is; sets its colour, its announcement politeness and how long it stays. */
export type ToastSeverity = Severity;

export const toastSeverities: readonly ToastSeverity[] = severities;

/** A button in a toast that does what the toast speaks of, e.g. "Open the report". */
export interface ToastAction {
  /** The button's text, which names what it does. */
  label: string;
  /** Runs on press; the toast is dismissed after it. */
  onAction: () => void;
}

/** What a caller asks to show. */
export interface ToastOptions {
  severity: ToastSeverity;
  /** The text, e.g. "Patient created successfully!". */
  message: string;
  /**
   * Give an id to update a toast in place instead of stacking a duplicate
   * (showing the same id again replaces its message and severity).
   */
  id?: string;
  /**
   * Milliseconds before it dismisses itself; `null` keeps it until dismissed. Defaults per
   * severity, and to `null` for a toast with an action.
   */
  duration?: number | null;
  /**
   * One action. A toast with an action stays until dismissed unless given a `duration`: a button
   * that left on a timer could go before a keyboard or screen-reader user reached it. What it does
   * should also be reachable elsewhere (a toast is not kept across page loads).
   */
  action?: ToastAction;
}

/** A toast held by the toaster. */
export interface ToastRecord {
  id: string;
  severity: ToastSeverity;
  message: string;
  /** Milliseconds before it dismisses itself once visible; `null`: stays until dismissed. */
  duration: number | null;
  action?: ToastAction;
}

/** What the toaster holds: toasts on screen (oldest first) and toasts waiting for room (in order). */
export interface ToasterState {
  visible: readonly ToastRecord[];
  waiting: readonly ToastRecord[];
}

/** An imperative toast queue, usable outside React (API clients, routers, error reporters). */
export interface Toaster {
  /** Queues a toast and returns its id. */
  show(options: ToastOptions): string;
  /** Removes a toast, visible or waiting; the next waiting toast takes its place. Unknown ids are ignored. */
  dismiss(id: string): void;
  /** Removes every toast. */
  dismissAll(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current state (a new object after each change, the same one otherwise). */
  getState(): ToasterState;
}

/** Auto-dismiss delays per severity in milliseconds; errors stay until dismissed. */
export const defaultToastDurations: Readonly<Record<ToastSeverity, number | null>> = {
  info: 5000,
  success: 5000,
  warn: 8000,
  error: null,
};

export interface ToasterOptions {
  /** How many toasts are on screen at once (default 3); later ones wait for room in order. */
  maxVisible?: number;
  /** Overrides of the auto-dismiss delay per severity. */
  durations?: Partial<Record<ToastSeverity, number | null>>;
}

export const isToastSeverity: (value: unknown) => value is ToastSeverity = isSeverity;

/**
 * Creates a toast queue. At most `maxVisible` toasts are on screen; further toasts wait in
 * order and appear as visible ones are dismissed (so none is lost and none jumps the queue),
 * and their auto-dismiss delay only starts once they are visible.
 */
export function createToaster({ maxVisible = 3, durations }: ToasterOptions = {}): Toaster {
  if (!Number.isInteger(maxVisible) || maxVisible < 1) {
    throw new RangeError(`maxVisible must be a positive integer, got ${maxVisible}`);
  }
  const delays = { ...defaultToastDurations, ...durations };
  const listeners = new Set<() => void>();
  let state: ToasterState = { visible: [], waiting: [] };
  let sequence = 0;

  function commit(visible: ToastRecord[], waiting: ToastRecord[]) {
    while (visible.length < maxVisible && waiting.length > 0) {
      visible.push(waiting.shift() as ToastRecord);
    }
    state = { visible, waiting };
    for (const listener of [...listeners]) listener();
  }

  return {
    show(options) {
      if (!isToastSeverity(options.severity)) {
        throw new TypeError(`Unknown toast severity: ${String(options.severity)}`);
      }
      sequence += 1;
      const record: ToastRecord = {
        id: options.id ?? `toast-${sequence}`,
        severity: options.severity,
        message: options.message,
        duration:
          options.duration !== undefined
            ? options.duration
            : options.action
              ? null
              : delays[options.severity],
        ...(options.action ? { action: options.action } : {}),
      };
      const replace = (list: readonly ToastRecord[]) =>
        list.map((toast) => (toast.id === record.id ? record : toast));
      if (state.visible.some((toast) => toast.id === record.id)) {
        commit(replace(state.visible), [...state.waiting]);
      } else if (state.waiting.some((toast) => toast.id === record.id)) {
        commit([...state.visible], replace(state.waiting));
      } else {
        commit([...state.visible], [...state.waiting, record]);
      }
      return record.id;
    },
    dismiss(id) {
      const visible = state.visible.filter((toast) => toast.id !== id);
      const waiting = state.waiting.filter((toast) => toast.id !== id);
      if (visible.length === state.visible.length && waiting.length === state.waiting.length)
        return;
      commit(visible, waiting);
    },
    dismissAll() {
      if (state.visible.length === 0 && state.waiting.length === 0) return;
      commit([], []);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState() {
      return state;
    },
  };
}
