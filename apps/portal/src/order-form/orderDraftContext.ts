// The draft shared by the order form's sections: each reads and changes its own slice of it.
import { requiredValue } from '@loci/domain';
import { createContext, useContext } from 'react';
import type { OrderDraft } from './useOrderDraft.ts';

export const OrderDraftContext = createContext<OrderDraft | null>(null);

export function useOrderDraftContext(): OrderDraft {
  return requiredValue(
    useContext(OrderDraftContext),
    'An order form section is used outside the order form',
  );
}
