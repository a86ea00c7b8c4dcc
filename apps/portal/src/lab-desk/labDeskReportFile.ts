// Releasing a report with the lab's own PDF: the file goes as base64 in the call's JSON body,
// sent by the API client's upload (its progress), checked first with the contract's schema.
import {
  issueLabDeskUpdatedReport,
  labDeskReleaseReportSchema,
  releaseLabDeskReport,
  type CallData,
} from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { contractCall } from '../api/contractCall.ts';
import { base64OfBytes } from '../documents/documentTransfer.ts';

export type LabDeskReport = CallData<typeof releaseLabDeskReport>;

/** A first report of a test, or an updated one over a released report. */
export type ReportTarget =
  { kind: 'first'; orderTestId: number } | { kind: 'update'; labReportId: number };

export interface ReportUpload {
  target: ReportTarget;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function reportCallOf(target: ReportTarget) {
  return target.kind === 'first'
    ? contractCall(releaseLabDeskReport, { params: { orderTestId: target.orderTestId } })
    : contractCall(issueLabDeskUpdatedReport, { params: { labReportId: target.labReportId } });
}

/** Uploads the lab's PDF as the report; rejects with the client's error (reported as usual). */
export async function uploadLabReport(
  api: ApiClient,
  upload: ReportUpload,
): Promise<LabDeskReport> {
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const body = labDeskReleaseReportSchema.parse({
    Mode: 'upload',
    FileName: upload.file.name,
    ContentBase64: base64OfBytes(bytes),
  });
  const answer = await api.upload({
    ...(reportCallOf(upload.target) as ReturnType<
      typeof contractCall<typeof releaseLabDeskReport>
    >),
    kind: 'file-transfer',
    body: JSON.stringify(body),
    contentType: 'application/json',
    ...(upload.onProgress ? { onProgress: upload.onProgress } : {}),
  });
  return answer.data;
}

/** Renders the report from the order (the server's PDF) and releases it. */
export async function generateLabReport(
  api: ApiClient,
  target: ReportTarget,
): Promise<LabDeskReport> {
  const call = reportCallOf(target) as ReturnType<typeof contractCall<typeof releaseLabDeskReport>>;
  return api.call({ ...call, body: labDeskReleaseReportSchema.parse({ Mode: 'generate' }) });
}
