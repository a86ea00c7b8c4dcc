// The fax job's statuses (document 3: None, Processing, Waiting, Warning, Failed, Cancelled,
// Succeeded) and how they read as a document status (None, Sending, Inprogress, Ok, Failed).
import type { DocumentStatus, FaxJobStatus } from '@loci/domain';

/** A fax in one of these statuses changes no more. */
export const finalFaxStatuses: readonly FaxJobStatus[] = [
  'Succeeded',
  'Failed',
  'Warning',
  'Cancelled',
];

export function isFinalFaxStatus(status: FaxJobStatus): boolean {
  return finalFaxStatuses.includes(status);
}

/** The document status the portal shows for a fax job (docs/decisions/fax-gateway.md). */
export function faxDocumentStatus(status: FaxJobStatus): DocumentStatus {
  switch (status) {
    case 'None':
      return 'None';
    case 'Waiting':
      return 'Sending';
    case 'Processing':
      return 'Inprogress';
    case 'Succeeded':
    case 'Warning':
      return 'Ok';
    case 'Failed':
    case 'Cancelled':
      return 'Failed';
    default:
      return status satisfies never;
  }
}
