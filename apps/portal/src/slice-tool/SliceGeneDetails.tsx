// The genes table's details: each gene's name, location, HGNC id and the HPO phenotypes linked to
// it, read when the user opens the table.
import { useState } from 'react';
import { ShowHide } from './ShowHide.tsx';
import { sliceToolMessages as messages } from './sliceToolMessages.ts';
import { useSliceGenesDetails } from './sliceToolQueries.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { PlainTable } from '../shell/PlainTable.tsx';

export function SliceGeneDetails({ genes }: { genes: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const details = useSliceGenesDetails(open ? genes : null);
  const columns = messages.detailsColumns;
  return (
    <ShowHide
      open={open}
      onOpenChange={setOpen}
      variant="secondary"
      text={open ? messages.hideDetails : messages.showDetails}
      disabled={genes.length === 0}
    >
      {details.error ? (
        <ReadFailure
          error={details.error}
          failed={messages.genesFailed}
          onRetry={() => details.mutate()}
        />
      ) : null}
      {!details.data && !details.error ? <p role="status">{messages.loadingGenes}</p> : null}
      {details.data ? (
        <PlainTable
          caption={messages.geneDetails}
          columns={[
            columns.symbol,
            columns.name,
            columns.location,
            columns.hgncId,
            columns.phenotypes,
          ]}
          after={
            details.data.unknownGeneSymbols.length > 0 ? (
              <p>{messages.notFound(details.data.unknownGeneSymbols)}</p>
            ) : null
          }
        >
          {details.data.genes.map((gene) => (
            <tr key={gene.symbol}>
              <th scope="row">{gene.symbol}</th>
              <td>{gene.name}</td>
              <td>{gene.location ?? '—'}</td>
              <td>{gene.hgncId}</td>
              <td>
                {gene.phenotypeCount}
                {gene.phenotypeNames.length > 0 ? `: ${gene.phenotypeNames.join(', ')}` : ''}
                {gene.phenotypeCount > gene.phenotypeNames.length ? ', …' : ''}
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
    </ShowHide>
  );
}
