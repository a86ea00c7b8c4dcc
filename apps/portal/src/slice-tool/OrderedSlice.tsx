// An ordered slice on the order review: its test, status, name, phenotypes and genes (each
// phenotype's genes on demand), and its requisition (the slice's genes for the lab) as a PDF.
import { useState } from 'react';
import { Banner, Button, Card, Stack } from '@loci/ui';
import { isCustomSliceTest } from '@loci/domain';
import * as styles from '../shell/page.css.ts';
import { SliceGenes } from './SliceGenes.tsx';
import { sliceToolMessages as messages } from './sliceToolMessages.ts';
import { useOrderedSlice, useSliceRequisitionDownload } from './sliceToolQueries.ts';

/** Whether an order has a slice test to show. */
export function hasSliceTest(tests: readonly { code: string }[]): boolean {
  return tests.some((test) => isCustomSliceTest(test.code));
}

/** Downloads an order's slice requisition; a failure is shown beside the button. */
export function SliceRequisitionButton({ orderId }: { orderId: number }) {
  const download = useSliceRequisitionDownload();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant="secondary"
          loading={download.isMutating}
          onClick={() => {
            setProblem(null);
            download.trigger(orderId).catch(() => setProblem(messages.requisitionFailed));
          }}
        >
          {messages.downloadRequisition}
        </Button>
      </div>
      {problem ? <Banner severity="error">{problem}</Banner> : null}
    </Stack>
  );
}

export function OrderedSlice({ orderId }: { orderId: number }) {
  const slice = useOrderedSlice(orderId);
  const data = slice.data;
  return (
    <Card heading={messages.orderedHeading}>
      <Stack gap="sm">
        {slice.error ? <p role="alert">{messages.orderedFailed}</p> : null}
        {!data && !slice.error ? <p role="status">{messages.orderedLoading}</p> : null}
        {data ? (
          <>
            <dl className={styles.details}>
              <dt>{messages.orderedTest}</dt>
              <dd>
                {data.testName} ({data.testCode})
              </dd>
              <dt>{messages.orderedStatus}</dt>
              <dd>{data.status}</dd>
              <dt>{messages.orderedName}</dt>
              <dd>{data.sliceName ?? '—'}</dd>
            </dl>
            {data.phenotypeNames.length > 0 ? (
              <Stack gap="xs" as="ul" aria-label={messages.orderedPhenotypes}>
                {data.phenotypeNames.map((name) => (
                  <li key={name}>
                    {name}
                    <SliceGenes source={{ kind: 'phenotypeName', name }} label={name} />
                  </li>
                ))}
              </Stack>
            ) : null}
            <p>
              <strong>{messages.genes(data.genes.length)}</strong>
            </p>
            <p aria-label={messages.geneList}>{data.genes.join(', ')}</p>
          </>
        ) : null}
        <SliceRequisitionButton orderId={orderId} />
      </Stack>
    </Card>
  );
}
