import type { CSSProperties } from 'react';
import { skeleton, spinner, spinnerSize } from './Spinner.css';
import { visuallyHidden } from '../theme/global.css';
import { useUiMessages } from '../messages';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is loading, for screen readers. Empty string when a surrounding element already says it. */
  label?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const messages = useUiMessages();
  const text = label ?? messages.loading;
  return (
    <span role={text ? 'status' : undefined} style={{ display: 'inline-flex' }}>
      <span className={`${spinner} ${spinnerSize[size]}`} aria-hidden="true" />
      {text ? <span className={visuallyHidden}>{text}</span> : null}
    </span>
  );
}

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A placeholder block shown where content is still loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return <span className={skeleton} style={{ width, height }} aria-hidden="true" />;
}
