// What the lab desk accepts as an uploaded report: a PDF (by its content) of at most 20 MB.

export const maximumReportBytes = 20 * 1024 * 1024;

/** Why an uploaded report is refused, or undefined when it is a PDF within the limit. */
export function reportUploadProblem(bytes: Uint8Array): 'too_large' | 'not_pdf' | undefined {
  if (bytes.length > maximumReportBytes) return 'too_large';
  const magic = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  return magic === '%PDF-' ? undefined : 'not_pdf';
}
