// Keeps the order form as typed in local storage (through the storage module) until the server
// has saved it, so that nothing typed is lost on a failed call or a reload.
import type { PortalStorage } from '../storage/portalStorage.ts';
import { orderFormValuesSchema, type OrderFormValues } from './orderForm.ts';

/** Which form a kept copy belongs to: `new`, `addon/new`, `addon/new/{orderId}` or an order id. */
export type OrderFormKey = string;

export function keepOrderForm(
  storage: PortalStorage,
  formKey: OrderFormKey,
  values: OrderFormValues,
  now: number = Date.now(),
): void {
  storage.write('orderForm', { formKey, values, keptAt: now });
}

/** The kept form for this key, or null (another form's copy, or one that no longer reads). */
export function recallOrderForm(
  storage: PortalStorage,
  formKey: OrderFormKey,
): OrderFormValues | null {
  const kept = storage.read('orderForm');
  if (!kept || kept.formKey !== formKey) return null;
  const values = orderFormValuesSchema.safeParse(kept.values);
  return values.success ? values.data : null;
}

/** Forgets the kept form once the server holds exactly what it held. */
export function forgetOrderForm(storage: PortalStorage, formKey: OrderFormKey): void {
  if (storage.read('orderForm')?.formKey === formKey) storage.remove('orderForm');
}
