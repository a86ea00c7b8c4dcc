/** Documents: categories, codes, statuses and upload limits (documents 1 and 3). */

/** The categories a document on an order can be tagged with. */
export const DocumentCategories = [
  'Payment',
  'Insurance Card',
  'Insurance Card Secondary',
  'Clinical Notes',
  'Family History',
  'Payor Form',
  'GC Notes',
  'Pedigree',
] as const;

export type DocumentCategory = (typeof DocumentCategories)[number];

/** The category value sent with every document upload. */
export const DocumentUploadCategoryValue = 1;

/** The two-letter document codes the lab uses (their meanings are not given by the spec). */
export const DocumentCodes = [
  'HB',
  'OH',
  'TC',
  'TD',
  'TI',
  'TL',
  'TR',
  'TS',
  'TT',
  'TU',
  'TF',
  'CO',
  'EL',
] as const;

export type DocumentCode = (typeof DocumentCodes)[number];

/** The known statuses of a document (the spec lists these and says others exist). */
export const DocumentStatuses = [
  'None',
  'Ok',
  'Failed',
  'Inprogress',
  'Retry',
  'Sending',
  'HeldForPreview',
  'NeedsApproval',
  'Duplicate',
] as const;

export type DocumentStatus = (typeof DocumentStatuses)[number];

/** Statuses of a fax or of a background job. */
export const FaxJobStatuses = [
  'None',
  'Processing',
  'Waiting',
  'Warning',
  'Failed',
  'Cancelled',
  'Succeeded',
] as const;

export type FaxJobStatus = (typeof FaxJobStatuses)[number];

/** The file types a document upload accepts (by extension). */
export const AcceptedUploadTypes = [
  'gif',
  'jpeg',
  'jpg',
  'pdf',
  'png',
  'tiff',
  'xls',
  'xlsx',
] as const;

export type AcceptedUploadType = (typeof AcceptedUploadTypes)[number];

/** The media type of each accepted file type (the server's detected type, the portal's name). */
export const UploadMimeTypes: Readonly<Record<AcceptedUploadType, string>> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  tiff: 'image/tiff',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The largest accepted upload: 20 MB. */
export const MaxUploadSizeBytes = 20_971_520;

/** Whether a file name ends with an accepted extension (case-insensitive). */
export function isAcceptedUploadFileName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (AcceptedUploadTypes as readonly string[]).includes(extension);
}

/** Whether a file size is within the upload limit (an empty file is not accepted). */
export function isAcceptedUploadSize(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes > 0 && bytes <= MaxUploadSizeBytes;
}
