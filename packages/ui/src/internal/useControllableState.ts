import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The value when the caller controls the state; `undefined` leaves it to the component. */
  value?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Told about every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

export type SetControllableState<T> = (next: T | ((previous: T) => T)) => void;

/**
 * The kit's one way of holding widget state that the caller may control: the caller passes
 * `value` (controlled) or only `defaultValue` (uncontrolled). `onChange` is called only when
 * the value really changes. Whether the widget is controlled is fixed at its first render.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, SetControllableState<T>] {
  const [isControlled] = useState(value !== undefined);
  const [ownValue, setOwnValue] = useState<T>(defaultValue);
  const current = isControlled ? (value as T) : ownValue;

  const latest = useRef({ current, onChange, isControlled });
  latest.current = { current, onChange, isControlled };

  const setValue = useCallback<SetControllableState<T>>((next) => {
    const { current: previous, onChange: notify, isControlled: controlled } = latest.current;
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    latest.current.current = resolved;
    if (!controlled) setOwnValue(resolved);
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
