// Addresses of the patient views (/user-account#patients and #patients/{patientId}).
import { hashViewHref } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';

/** `#patients/new` opens the new-patient form (the patient view with the id `new`). */
export const newPatientId = 'new';

export const patientListHref = `/user-account${hashViewHref(userAccountViews, 'patients', {})}`;

export function patientHref(patientId: number | string): string {
  return `/user-account${hashViewHref(userAccountViews, 'patient', { patientId: String(patientId) })}`;
}

export const newPatientHref = patientHref(newPatientId);

/** An add-on order built from an existing order (document 1 section 2). */
/** A new order that starts with this patient (the order form's `patientId` query). */
export function newOrderForPatientHref(patientId: number): string {
  return `/test-catalog/requisition?patientId=${encodeURIComponent(String(patientId))}#simple-order/new`;
}

export function addOnOrderHref(orderId: number): string {
  return `/test-catalog/requisition#simple-order/addon/new/${encodeURIComponent(String(orderId))}`;
}
