// The genes one part of a slice brings, read when the user opens the part (a gene's own symbol,
// a term's annotated genes, a predefined slice's genes, or every part of the set).
import { useState } from 'react';
import { Stack } from '@loci/ui';
import { ShowHide } from './ShowHide.tsx';
import { sliceToolMessages as messages } from './sliceToolMessages.ts';
import { useSliceGenesOf, type SliceGenesSource } from './sliceToolQueries.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';

function PartGenes({ source, label }: { source: SliceGenesSource; label: string }) {
  const info = useSliceGenesOf(source);
  if (info.error)
    return (
      <ReadFailure error={info.error} failed={messages.genesFailed} onRetry={() => info.mutate()} />
    );
  if (!info.data) return <p role="status">{messages.loadingGenes}</p>;
  const unknown = [
    ...info.data.unknownGeneSymbols,
    ...info.data.unknownHpoIds,
    ...info.data.unknownPhenotypeNames,
    ...info.data.unknownPredefinedSlices,
  ];
  // A whole set shows each part with its genes; one part shows its genes.
  const parts = source.kind === 'selection' ? info.data.parts : [];
  return (
    <Stack gap="xs">
      {parts.length > 0 ? (
        <ul aria-label={messages.genesOf(label)}>
          {parts.map((part) => (
            <li key={`${part.sliceType}-${part.id}`}>
              {part.name} ({messages.genes(part.geneCount)}): {part.genes.join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <p aria-label={messages.genesOf(label)}>
          {messages.genes(info.data.genes.length)}: {info.data.genes.join(', ')}
        </p>
      )}
      {unknown.length > 0 ? <p>{messages.notFound(unknown)}</p> : null}
    </Stack>
  );
}

/** A "Show genes" toggle with the part's genes under it once opened. */
export function SliceGenes({
  source,
  label,
  short = true,
}: {
  source: SliceGenesSource;
  /** What the part is, for the button's accessible name ("Seizure (HP:0001250)"). */
  label: string;
  short?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const named = open ? messages.hideGenes(label) : messages.showGenes(label);
  return (
    <ShowHide
      open={open}
      onOpenChange={setOpen}
      variant="tertiary"
      text={short ? (open ? messages.hideGenesShort : messages.showGenesShort) : named}
      ariaLabel={named}
    >
      <PartGenes source={source} label={label} />
    </ShowHide>
  );
}
