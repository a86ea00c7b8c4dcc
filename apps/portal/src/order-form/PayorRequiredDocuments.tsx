// What the payer of the order's insurance needs for its tests
// (GET /payor/{xifinCode}/requiredDocuments?testCodes=), shown beside the order's documents.
import { useId } from 'react';
import {
  getPayorRequiredDocuments,
  listOrderDocuments,
  type CallData,
  type InsurancePolicy,
  type OrderDocument,
} from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';
import { ReadFailure } from '../api/ReadFailure.tsx';

type PayorRequiredDocument = CallData<typeof getPayorRequiredDocuments>[number];

export const payorDocumentMessages = {
  title: 'Documents the payer requires',
  loading: 'Loading the documents the payer requires…',
  failed: 'The documents the payer requires could not be loaded.',
  none: (plan: string) => `${plan} requires no documents for these tests.`,
  lead: (plan: string) => `${plan} requires these documents for this order:`,
  forTests: (codes: readonly string[]) => `For ${codes.join(', ')}`,
  attached: 'Attached',
  missing: 'Not attached yet',
} as const;

/** The plan code and test codes the call accepts (others would only be refused by the server). */
const codePattern = /^[A-Za-z0-9-]+$/;

/** The call's parts for a policy and the order's tests; null when the policy has no plan code. */
export function payorRequiredDocumentsRequest(
  policy: InsurancePolicy | null | undefined,
  testCodes: readonly string[],
): { params: { xifinCode: string }; query: { testCodes: string } } | null {
  const xifinCode = policy?.insurance?.code?.trim() ?? '';
  if (!codePattern.test(xifinCode) || xifinCode.length > 40) return null;
  const codes = [...new Set(testCodes.map((code) => code.trim()))].filter((code) =>
    codePattern.test(code),
  );
  return { params: { xifinCode }, query: { testCodes: codes.join(',') } };
}

/** Whether a document of the order carries the required document's category (and did not fail). */
export function isRequiredDocumentAttached(
  required: Pick<PayorRequiredDocument, 'documentCategory'>,
  documents: readonly Pick<OrderDocument, 'tags' | 'uploadStatus'>[],
): boolean {
  return documents.some(
    (document) =>
      document.uploadStatus !== 'Failed' && document.tags.includes(required.documentCategory),
  );
}

export interface PayorRequiredDocumentsProps {
  /** The order's insurance policy; nothing is shown without one with a plan code. */
  policy: InsurancePolicy | null | undefined;
  /** The codes of the order's tests. */
  testCodes: readonly string[];
  /** The saved order: each required document then says whether one of its category is attached. */
  orderId?: number | null | undefined;
}

/** The payer's required documents for the order's tests, each marked attached or not yet. */
export function PayorRequiredDocuments({
  policy,
  testCodes,
  orderId = null,
}: PayorRequiredDocumentsProps) {
  const titleId = useId();
  const request = payorRequiredDocumentsRequest(policy, testCodes);
  const required = useCall(getPayorRequiredDocuments, request);
  // The same read as the order's documents panel: one call, and it follows uploads and tags.
  const documents = useCall(
    listOrderDocuments,
    request && orderId !== null ? { params: { orderId } } : null,
  );
  if (!request) return null;
  const plan = policy?.insurance?.name ?? policy?.insurance?.code ?? 'The payer';
  const list = required.data;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{payorDocumentMessages.title}</h3>
      {required.error && !list ? (
        <ReadFailure
          error={required.error}
          failed={payorDocumentMessages.failed}
          onRetry={() => required.mutate()}
        />
      ) : !list ? (
        <p role="status">{payorDocumentMessages.loading}</p>
      ) : list.length === 0 ? (
        <p>{payorDocumentMessages.none(plan)}</p>
      ) : (
        <>
          <p>{payorDocumentMessages.lead(plan)}</p>
          <ul>
            {list.map((document) => (
              <li key={`${document.documentCategory}|${document.name}`}>
                <strong>{document.name}</strong> ({document.documentCategory}
                {document.testCodes.length > 0
                  ? `; ${payorDocumentMessages.forTests(document.testCodes)}`
                  : ''}
                ){documents.data ? ': ' : ''}
                {documents.data
                  ? isRequiredDocumentAttached(document, documents.data)
                    ? payorDocumentMessages.attached
                    : payorDocumentMessages.missing
                  : null}
                <br />
                {document.description}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
