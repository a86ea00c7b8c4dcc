// The HPO release shipped in apps/lab-api/data (see data/SOURCES.md): its classes with names and
// synonyms, and its gene-to-phenotype links. Read and indexed once per process.
import { readTsv } from '../catalogue/reference-data.js';
import { buildHpoIndex, type HpoIndex, type HpoTerm } from './text-to-hpo.js';

/** The HPO release's date (its version), shown wherever terms appear. */
export const hpoVersion = '2023-01-27';

/** The acknowledgement HPO's licence asks every product showing its content to carry. */
export const hpoAcknowledgement =
  'This service uses the Human Phenotype Ontology (HPO), www.human-phenotype-ontology.org, version 2023-01-27. Köhler S et al., The Human Phenotype Ontology in 2021, Nucleic Acids Research.';

export interface HpoData {
  terms: readonly HpoTerm[];
  index: HpoIndex;
  /** Gene symbols annotated to each class (direct annotations of the release). */
  genesByTerm: ReadonlyMap<string, readonly string[]>;
  /** Classes annotated to each gene symbol. */
  termsByGene: ReadonlyMap<string, readonly string[]>;
}

let loaded: HpoData | undefined;

/** The HPO classes, their index and gene links, read once. */
export function hpoData(): HpoData {
  if (loaded) return loaded;
  const terms = readTsv(`hpo-terms-${hpoVersion}.tsv.gz`).map(
    ([hpoId = '', name = '', synonyms = '']): HpoTerm => ({
      hpoId,
      name,
      synonyms: synonyms === '' ? [] : synonyms.split('|'),
    }),
  );
  const genesByTerm = new Map<string, string[]>();
  const termsByGene = new Map<string, string[]>();
  for (const [symbol = '', hpoId = ''] of readTsv(`hpo-genes-to-phenotype-${hpoVersion}.tsv.gz`)) {
    const genes = genesByTerm.get(hpoId) ?? [];
    genes.push(symbol);
    genesByTerm.set(hpoId, genes);
    const linked = termsByGene.get(symbol) ?? [];
    linked.push(hpoId);
    termsByGene.set(symbol, linked);
  }
  for (const genes of genesByTerm.values()) genes.sort();
  loaded = { terms, index: buildHpoIndex(terms), genesByTerm, termsByGene };
  return loaded;
}
