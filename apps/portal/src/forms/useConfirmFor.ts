import { useState } from 'react';
import type { ConfirmResult } from '@loci/ui';

/**
 * A confirmation about one thing (the draft to delete, the flag to switch): `ask(item)` opens
 * the dialog, which closes however it ends; spread `dialog(act)` into the ConfirmDialog and
 * `act` runs with that item on Continue. `pending` is the item asked about (for the texts).
 */
export function useConfirmFor<Item>() {
  const [pending, setPending] = useState<Item | null>(null);
  return {
    pending,
    ask: setPending,
    dialog: (act: (item: Item) => void) => ({
      open: pending !== null,
      onResult: (result: ConfirmResult) => {
        setPending(null);
        if (result === 'confirmed' && pending !== null) act(pending);
      },
    }),
  };
}
