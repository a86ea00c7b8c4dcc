export { Spinner, Skeleton } from './Spinner';
export type { SpinnerProps, SkeletonProps } from './Spinner';
