// Where the draft stands with the lab, as the order form says it above the form.
import { sameOrderBody, type OrderFormValues } from './orderForm.ts';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'held' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' };

/** Before any save: held when the lab has exactly what the form starts from. */
export function noSaveYet(saved: OrderFormValues | null, initial: OrderFormValues): SaveState {
  return saved && sameOrderBody(saved, initial) ? { kind: 'held' } : { kind: 'idle' };
}

export const savedNow = (): SaveState => ({ kind: 'saved', at: new Date().toLocaleTimeString() });

/**
 * A failed save. The error's own text (an API code such as `invalid_format`) is not shown: a
 * refused field's message stands beside the field, anything else is reported by the error reporter.
 */
export const saveFailed = (): SaveState => ({ kind: 'failed' });

export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Not saved yet: your entries are kept in this browser.';
    case 'held':
      return 'Draft saved: the lab holds everything shown here.';
    case 'saving':
      return 'Saving the draft…';
    case 'saved':
      return `Draft saved at ${state.at}.`;
    case 'failed':
      return 'The draft could not be saved. Your entries are kept in this browser; it will be saved again after your next change.';
    default:
      return state satisfies never;
  }
}
