import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useUiMessages } from '../messages';
import { bar, indicator } from './GlobalProgress.css';
import type { ProgressTracker } from './progressTracker';

/** The spec's delay-display default: a busy state shorter than this is never drawn. */
export const defaultProgressDisplayDelay = 50;

const ProgressTrackerContext = createContext<ProgressTracker | null>(null);

export interface ProgressTrackerProviderProps {
  /** The tracker that `useProgressTracker()`, `GlobalProgress` and `BusyRegion` use below. */
  tracker: ProgressTracker;
  children: ReactNode;
}

/** Makes a progress tracker available to the components below. */
export function ProgressTrackerProvider({ tracker, children }: ProgressTrackerProviderProps) {
  return (
    <ProgressTrackerContext.Provider value={tracker}>{children}</ProgressTrackerContext.Provider>
  );
}

/** The tracker of the nearest `ProgressTrackerProvider`. Throws when there is none. */
export function useProgressTracker(): ProgressTracker {
  const tracker = useContext(ProgressTrackerContext);
  if (tracker === null) {
    throw new Error('useProgressTracker() needs a <ProgressTrackerProvider> above it');
  }
  return tracker;
}

function useTrackerOrContext(tracker: ProgressTracker | undefined, who: string): ProgressTracker {
  const fromContext = useContext(ProgressTrackerContext);
  const chosen = tracker ?? fromContext;
  if (chosen === null) {
    throw new Error(`${who} needs a tracker prop or a <ProgressTrackerProvider> above it`);
  }
  return chosen;
}

/** The number of blocking calls in flight, re-rendering when it changes. */
export function useProgressCount(tracker: ProgressTracker): number {
  return useSyncExternalStore(tracker.subscribe, tracker.getCount, tracker.getCount);
}

/**
 * The delay-display helper: becomes true only once `active` has stayed true for `delayMs`
 * (so that quick calls do not flash an indicator) and false as soon as `active` is false.
 */
export function useDelayedDisplay(active: boolean, delayMs = defaultProgressDisplayDelay): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active || delayMs <= 0) return undefined;
    const handle = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(handle);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && (delayMs <= 0 || elapsed);
}

export interface GlobalProgressProps {
  /** The tracker to follow; defaults to the one of the nearest `ProgressTrackerProvider`. */
  tracker?: ProgressTracker;
  /** Milliseconds the count must stay above zero before the bar shows (default 50, the spec's). */
  delayMs?: number;
  /** The bar's accessible name; defaults to the kit's "Loading" message. */
  label?: string;
}

/**
 * The global progress indicator: a bar across the top of the page, `role="progressbar"`
 * (indeterminate) with an accessible name, shown while the tracker counts at least one blocking
 * call (after `delayMs`). Render it once near the root; pair it with `BusyRegion` around the
 * content the calls are loading.
 */
export function GlobalProgress({
  tracker,
  delayMs = defaultProgressDisplayDelay,
  label,
}: GlobalProgressProps) {
  const messages = useUiMessages();
  const count = useProgressCount(useTrackerOrContext(tracker, 'GlobalProgress'));
  const shown = useDelayedDisplay(count > 0, delayMs);
  if (!shown) return null;
  return (
    <div className={bar} role="progressbar" aria-label={label ?? messages.loading}>
      <span className={indicator} />
    </div>
  );
}

export interface BusyRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** The tracker to follow; defaults to the one of the nearest `ProgressTrackerProvider`. */
  tracker?: ProgressTracker;
  children?: ReactNode;
}

/**
 * A container whose `aria-busy` is true while the tracker counts a blocking call, so that
 * assistive technology waits for the content to settle before reading it.
 */
export function BusyRegion({ tracker, children, ...rest }: BusyRegionProps) {
  const count = useProgressCount(useTrackerOrContext(tracker, 'BusyRegion'));
  return (
    <div aria-busy={count > 0} {...rest}>
      {children}
    </div>
  );
}
