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

function resolverOf<Values extends object, Request>(
  schema: {
    safeParse: (
      value: unknown,
    ) =>
      | { success: true }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
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

export const emailShareResolver = (labReportId: number) =>
  resolverOf<EmailShareValues, EmailReportRequest>(
    emailReportRequestSchema,
    (values) => emailShareRequest(values, labReportId),
    emailSharePaths,
  );

export const faxShareResolver = (labReportId: number) =>
  resolverOf<FaxShareValues, FaxReportRequest>(
    faxReportRequestSchema,
    (values) => faxShareRequest(values, labReportId),
    faxSharePaths,
  );
