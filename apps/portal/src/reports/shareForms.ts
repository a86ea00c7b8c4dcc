// The share dialogs' forms checked with the contract's own schemas (emailReportRequestSchema,
// faxReportRequestSchema), so the portal says what the server would, in the spec's messages.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  emailReportRequestSchema,
  faxReportRequestSchema,
  type EmailReportRequest,
  type FaxReportRequest,
} from '@loci/contract';

export interface EmailShareValues {
  /** Addresses separated by commas, semicolons, spaces or new lines. */
  to: string;
  notes: string;
}

export interface FaxShareValues {
  firstName: string;
  lastName: string;
  department: string;
  faxNumber: string;
  note: string;
}

/** Most characters of an e-mail share's notes (the contract's `Notes: optionalText(1000)`). */
export const emailShareNotesMaxLength = 1000;
/** Most characters of a fax share's note (the contract's `Note: optionalText(500)`). */
export const faxShareNoteMaxLength = 500;

export const emptyEmailShare: EmailShareValues = { to: '', notes: '' };
export const emptyFaxShare: FaxShareValues = {
  firstName: '',
  lastName: '',
  department: '',
  faxNumber: '',
  note: '',
};

/** The addresses typed in the "To" field. */
export function emailAddressesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

export function emailShareRequest(
  values: EmailShareValues,
  labReportId: number,
): EmailReportRequest {
  return {
    ToEmailAddresses: emailAddressesOf(values.to),
    Notes: values.notes,
    LabReportId: labReportId,
  };
}

export function faxShareRequest(values: FaxShareValues, labReportId: number): FaxReportRequest {
  return {
    FirstName: values.firstName,
    LastName: values.lastName,
    Department: values.department,
    FaxNumber: values.faxNumber,
    Note: values.note,
    LabReportId: labReportId,
  };
}

/** Request field → form field (the server's error paths and the schema's issue paths). */
export const emailSharePaths: Readonly<Record<string, keyof EmailShareValues>> = {
  ToEmailAddresses: 'to',
  Notes: 'notes',
};
export const faxSharePaths: Readonly<Record<string, keyof FaxShareValues>> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Department: 'department',
  FaxNumber: 'faxNumber',
  Note: 'note',
};

/** The form field a request path names (`ToEmailAddresses.2` → `to`), or null. */
export function formFieldOf<Values>(
  paths: Readonly<Record<string, keyof Values>>,
  path: string,
): keyof Values | null {
  return paths[path.split('.')[0] ?? ''] ?? null;
}

/** What the resolver needs of a contract schema: its check and the issues it finds. */
interface RequestSchema {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function resolverOf<Values extends object, Request>(
  schema: RequestSchema,
  toRequest: (values: Values) => Request,
  paths: Readonly<Record<string, keyof Values>>,
): Resolver<Values> {
  return async (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(paths, issue.path.map(String).join('.'));
      if (field !== null) errors[field as string] ??= { type: 'contract', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * One way of sharing a report, as a form: its empty values, the request its values make for a
 * report, which form field each request path names, and the resolver checking that request.
 */
export interface ShareForm<Values extends object, Request> {
  empty: Values;
  paths: Readonly<Record<string, keyof Values>>;
  request: (values: Values, labReportId: number) => Request;
  resolver: (labReportId: number) => Resolver<Values>;
}

function shareForm<Values extends object, Request>(
  empty: Values,
  paths: Readonly<Record<string, keyof Values>>,
  schema: RequestSchema,
  request: (values: Values, labReportId: number) => Request,
): ShareForm<Values, Request> {
  return {
    empty,
    paths,
    request,
    resolver: (labReportId) =>
      resolverOf<Values, Request>(schema, (values) => request(values, labReportId), paths),
  };
}

export const emailShareForm = shareForm<EmailShareValues, EmailReportRequest>(
  emptyEmailShare,
  emailSharePaths,
  emailReportRequestSchema,
  emailShareRequest,
);

export const faxShareForm = shareForm<FaxShareValues, FaxReportRequest>(
  emptyFaxShare,
  faxSharePaths,
  faxReportRequestSchema,
  faxShareRequest,
);
