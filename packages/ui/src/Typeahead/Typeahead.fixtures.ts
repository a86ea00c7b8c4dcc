// Sample genes for the Typeahead stories (not part of the kit's API).
import type { ComponentType } from 'react';
import type { TypeaheadOption } from './filterOptionsByLabel';
import { filterOptionsByLabel } from './filterOptionsByLabel';
import { Typeahead, type TypeaheadSingleProps } from './Typeahead';

export const genes: TypeaheadOption[] = [
  { value: 'APC', label: 'APC' },
  { value: 'ATM', label: 'ATM' },
  { value: 'BRCA1', label: 'BRCA1', description: 'Breast cancer type 1 susceptibility protein' },
  { value: 'BRCA2', label: 'BRCA2', description: 'Breast cancer type 2 susceptibility protein' },
  { value: 'CDH1', label: 'CDH1' },
  { value: 'CFTR', label: 'CFTR' },
  { value: 'CHEK2', label: 'CHEK2' },
  { value: 'HBOC', label: 'Hereditary breast cancer panel (BRCA1/BRCA2)' },
  { value: 'MLH1', label: 'MLH1' },
  { value: 'MSH2', label: 'MSH2' },
  { value: 'PALB2', label: 'PALB2' },
  { value: 'PTEN', label: 'PTEN' },
  { value: 'TP53', label: 'TP53', disabled: true, description: 'Not orderable alone' },
];

/** A gene search that answers after `delayMs` and honours aborts, like a server call. */
export function searchGenes(delayMs = 60) {
  return (query: string, { signal }: { signal: AbortSignal }): Promise<TypeaheadOption[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(filterOptionsByLabel(genes, query)), delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** `count` synthetic gene-like options, for the stress story and benchmarks. */
export function manyOptions(count: number): TypeaheadOption[] {
  const families = ['BRCA', 'TP53', 'CFTR', 'MLH1', 'PTEN'];
  return Array.from({ length: count }, (_, index) => ({
    value: `GENE${index}`,
    label: `Gene ${index} ${families[index % families.length]}`,
  }));
}

/** The story controls: single and multiple props in one flat shape. */
export type TypeaheadStoryArgs = Omit<
  TypeaheadSingleProps<TypeaheadOption>,
  'selectionMode' | 'value' | 'defaultValue' | 'onChange'
> & {
  selectionMode?: 'single' | 'multiple';
  defaultValue?: TypeaheadOption | TypeaheadOption[] | null;
  onChange?: (value: TypeaheadOption | TypeaheadOption[] | null) => void;
};
export const TypeaheadStory = Typeahead as unknown as ComponentType<TypeaheadStoryArgs>;
