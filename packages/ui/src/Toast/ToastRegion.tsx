import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { DismissButton, isUrgent, severityText } from '../internal/feedback';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import { body, dismissButton, list, message, region, severityLabel, toast } from './Toast.css';
import { pendingToasts as defaultPendingToasts, type PendingToasts } from './pendingToasts';
import type { Toaster, ToasterState, ToastRecord } from './toaster';

const ToasterContext = createContext<Toaster | null>(null);

export interface ToasterProviderProps {
  /** The toaster that `useToaster()` returns below this provider (create it once, outside React). */
  toaster: Toaster;
  children: ReactNode;
}

/** Makes a toaster available to `useToaster()` and to a `ToastRegion` without a `toaster` prop. */
export function ToasterProvider({ toaster, children }: ToasterProviderProps) {
  return <ToasterContext.Provider value={toaster}>{children}</ToasterContext.Provider>;
}

/** The toaster of the nearest `ToasterProvider`. Throws when there is none. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (toaster === null) throw new Error('useToaster() needs a <ToasterProvider> above it');
  return toaster;
}

/** The toaster's state, re-rendering on every change. */
export function useToasterState(toaster: Toaster): ToasterState {
  return useSyncExternalStore(toaster.subscribe, toaster.getState, toaster.getState);
}

export interface ToastRegionProps {
  /** The toaster to show; defaults to the one of the nearest `ToasterProvider`. */
  toaster?: Toaster;
  /**
   * Toasts kept across a page load, shown (and forgotten) when the region mounts.
   * Defaults to the kit's `pendingToasts`; `null` turns this off.
   */
  pendingToasts?: PendingToasts | null;
  /**
   * Where the stack stands: `top-end` (the default) or `bottom-end`, for an app whose header
   * keeps its own controls at the top end (a toast that stays would cover them).
   */
  placement?: ToastPlacement;
}

/** Where a `ToastRegion` stacks its toasts. */
export type ToastPlacement = 'top-end' | 'bottom-end';

/**
 * Shows a toaster's toasts. Render it once, near the root, before any toast is shown: its two
 * live regions (polite for info and success, assertive for warnings and errors) must already be
 * in the page for screen readers to announce what is added to them. Visible toasts are stacked
 * newest first; each has a dismiss button and dismisses itself after its delay, which pauses
 * while the pointer or keyboard focus is on it (errors stay until dismissed).
 */
export function ToastRegion({
  toaster: toasterProp,
  pendingToasts = defaultPendingToasts,
  placement = 'top-end',
}: ToastRegionProps) {
  const contextToaster = useContext(ToasterContext);
  const toaster = toasterProp ?? contextToaster;
  if (toaster === null) {
    throw new Error('ToastRegion needs a toaster prop or a <ToasterProvider> above it');
  }
  const messages = useUiMessages();
  const { visible } = useToasterState(toaster);

  useEffect(() => {
    pendingToasts?.flush(toaster);
  }, [toaster, pendingToasts]);

  const announcement = (record: ToastRecord) => (
    <p key={record.id}>
      {severityText(record.severity, messages)}: {record.message}
    </p>
  );

  return (
    <>
      <section
        aria-label={messages.notifications}
        className={region({ placement })}
        data-toast-region=""
        data-placement={placement}
      >
        <ol className={list}>
          {[...visible].reverse().map((record) => (
            <ToastItem
              key={record.id}
              record={record}
              severityLabel={severityText(record.severity, messages)}
              dismissLabel={messages.dismissNotification}
              onDismiss={toaster.dismiss}
            />
          ))}
        </ol>
      </section>
      <div className={visuallyHidden} role="status" aria-live="polite" data-toast-live="polite">
        {visible.filter((record) => !isUrgent(record.severity)).map(announcement)}
      </div>
      <div
        className={visuallyHidden}
        role="alert"
        aria-live="assertive"
        data-toast-live="assertive"
      >
        {visible.filter((record) => isUrgent(record.severity)).map(announcement)}
      </div>
    </>
  );
}

interface ToastItemProps {
  record: ToastRecord;
  severityLabel: string;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

function ToastItem({ record, severityLabel: label, dismissLabel, onDismiss }: ToastItemProps) {
  const { id, duration } = record;
  const timer = useRef<{
    handle?: ReturnType<typeof setTimeout>;
    remaining: number;
    startedAt: number;
  }>({
    remaining: duration ?? 0,
    startedAt: 0,
  });

  const start = useCallback(() => {
    const current = timer.current;
    if (duration === null || current.handle !== undefined) return;
    current.startedAt = Date.now();
    current.handle = setTimeout(() => onDismiss(id), current.remaining);
  }, [duration, id, onDismiss]);

  const pause = useCallback(() => {
    const current = timer.current;
    if (duration === null || current.handle === undefined) return;
    clearTimeout(current.handle);
    current.handle = undefined;
    current.remaining = Math.max(0, current.remaining - (Date.now() - current.startedAt));
  }, [duration]);

  useEffect(() => {
    timer.current.remaining = duration ?? 0;
    start();
    const current = timer.current;
    return () => {
      clearTimeout(current.handle);
      current.handle = undefined;
    };
  }, [duration, start, record]);

  return (
    <li
      className={toast({ severity: record.severity })}
      data-severity={record.severity}
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) start();
      }}
    >
      <div className={body}>
        <p className={message}>
          <span className={severityLabel}>{label}: </span>
          {record.message}
        </p>
        {record.action ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              record.action?.onAction();
              onDismiss(id);
            }}
          >
            {record.action.label}
          </Button>
        ) : null}
      </div>
      <DismissButton
        label={dismissLabel}
        onDismiss={() => onDismiss(id)}
        className={dismissButton}
      />
    </li>
  );
}
