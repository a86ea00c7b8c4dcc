/**
 * Facts derived from a patient (document 1 section 3): cell phone and e-mail from the contact
 * list, whether details are editable, add-on availability, US residence and validity.
 */

import type { ContactType } from '../reference/patient.js';

export interface PatientContactItem {
  /** C cell, H home, W work, F fax, E e-mail; other codes are kept but never read. */
  readonly contactType: ContactType | (string & {});
  readonly contactValue: string | null;
  readonly notifyPatient?: boolean | null;
}

export interface PatientFacts {
  readonly id?: number | string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly country?: string | null;
  readonly contactInformation?: readonly PatientContactItem[] | null;
  readonly addOnQualify?: boolean | null;
  readonly existingOrderId?: number | string | null;
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** An identifier is set when it is a non-zero number or a non-blank text. */
function isIdentifierSet(value: number | string | null | undefined): boolean {
  return typeof value === 'number' ? Number.isFinite(value) && value !== 0 : !isBlank(value);
}

function contactValue(patient: PatientFacts, type: ContactType): string | undefined {
  const item = patient.contactInformation?.find(
    (contact) => contact.contactType === type && !isBlank(contact.contactValue),
  );
  return item?.contactValue?.trim();
}

/** The patient's cell phone: the first non-blank contact of type C. */
export function patientCellPhone(patient: PatientFacts): string | undefined {
  return contactValue(patient, 'C');
}

/** The patient's e-mail: the first non-blank contact of type E. */
export function patientEmail(patient: PatientFacts): string | undefined {
  return contactValue(patient, 'E');
}

/** An order of the patient, with its numeric status (1 Draft) or its status label ("Draft"). */
export interface PatientOrderStatus {
  readonly orderStatus: number | string | null;
}

function isDraft(order: PatientOrderStatus): boolean {
  const status = order.orderStatus;
  return typeof status === 'number' ? status === 1 : status?.trim().toLowerCase() === 'draft';
}

/** Details are editable only while no order of the patient is non-draft. */
export function arePatientDetailsEditable(orders: readonly PatientOrderStatus[]): boolean {
  return orders.every(isDraft);
}

/** An add-on order is available when addOnQualify and existingOrderId are both set. */
export function isAddOnAvailable(patient: PatientFacts): boolean {
  return patient.addOnQualify === true && isIdentifierSet(patient.existingOrderId);
}

/** A US patient has country USA (3-letter code). */
export function isUsPatient(patient: PatientFacts): boolean {
  return patient.country?.trim().toUpperCase() === 'USA';
}

/** A patient is valid only with an id plus a first or last name. */
export function isValidPatient(patient: PatientFacts | null | undefined): boolean {
  if (patient == null) return false;
  return isIdentifierSet(patient.id) && (!isBlank(patient.firstName) || !isBlank(patient.lastName));
}
