import type { KeyboardEvent } from 'react';

/**
 * A field whose Enter runs its own action (add a test by its code, check a programme code, find a
 * plan, search patients) instead of submitting the form around it (the order or policy form).
 */
export const enterRuns =
  (action: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
