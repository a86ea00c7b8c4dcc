export { createProgressTracker } from './progressTracker';
export type { ProgressTracker } from './progressTracker';
export {
  BusyRegion,
  defaultProgressDisplayDelay,
  GlobalProgress,
  ProgressTrackerProvider,
  useDelayedDisplay,
  useProgressCount,
  useProgressTracker,
} from './GlobalProgress';
export type {
  BusyRegionProps,
  GlobalProgressProps,
  ProgressTrackerProviderProps,
} from './GlobalProgress';
