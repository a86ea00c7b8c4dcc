// The draft shared by the order form's sections: each reads and changes its own slice of it.
import { createContext, useContext } from 'react';
import type { OrderDraft } from './useOrderDraft.ts';

export const OrderDraftContext = createContext<OrderDraft | null>(null);

export function useOrderDraftContext(): OrderDraft {
  const draft = useContext(OrderDraftContext);
  if (!draft) throw new Error('An order form section is used outside the order form.');
  return draft;
}
