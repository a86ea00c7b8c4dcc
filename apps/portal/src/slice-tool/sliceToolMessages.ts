// The slice tool's texts (the spec gives none beyond the tool's purpose; ours, in the lab's words).

/** "1 gene", "2 genes": every gene count the tool shows. */
const geneCount = (count: number) => `${count} ${count === 1 ? 'gene' : 'genes'}`;

export const sliceToolMessages = {
  title: 'Slice tool',
  titleFor: (code: string | null) => (code ? `Slice tool for test ${code}` : 'Slice tool'),
  startingFrom: (name: string) => `Starting from the slice “${name}”.`,
  description:
    'Build a gene set from genes, phenotypes, a predefined slice or a clinical note, review it and order it as a slice of the exome.',
  noteHeading: 'From a clinical note',
  noteLabel: 'Clinical note',
  noteHint: 'Paste the note: its phenotypes are found as HPO terms (up to 20,000 characters).',
  findTerms: 'Find HPO terms',
  excluded: 'Not added (negated in the note)',
  searchHeading: 'Add a gene or phenotype',
  searchLabel: 'Gene symbol or phenotype',
  searchHint: 'At least two characters: gene symbols and previous symbols, HPO names and synonyms.',
  suggestions: 'Suggestions',
  addGene: (symbol: string, matched: string | null) =>
    matched ? `Add gene ${symbol} (was ${matched})` : `Add gene ${symbol}`,
  addPhenotype: (phenotype: {
    name: string;
    hpoId: string;
    matchedSynonym: string | null;
    geneCount: number;
  }) =>
    `Add ${phenotype.name} (${phenotype.hpoId})${phenotype.matchedSynonym ? `, “${phenotype.matchedSynonym}”` : ''} · ${geneCount(phenotype.geneCount)}`,
  predefinedHeading: 'From a predefined slice',
  predefinedLabel: 'Predefined slice',
  predefinedPlaceholder: 'Select a slice',
  predefinedOption: (name: string, genes: number) => `${name} (${geneCount(genes)})`,
  addPredefined: 'Add slice',
  setHeading: 'Your slice',
  emptySet: 'Nothing added yet.',
  genes: geneCount,
  remove: (what: string) => `Remove ${what}`,
  removeShort: 'Remove',
  reviewHeading: 'Review',
  testLabel: 'Slice test',
  fittingTest: (code: string) => `The fitting test (${code})`,
  chooseTest: 'Select a slice test',
  geneList: 'Genes in the slice',
  orderLegend: 'Order or save',
  nameLabel: 'Slice name',
  /** Document 1 section 5's required text. */
  nameNeeded: 'This field is required',
  saveFailed: 'The slice could not be saved',
  addToCart: (code: string) => `Add ${code} to cart`,
  addToCartPlain: 'Add to cart',
  saveOffline: 'Save slice',
  saved: (name: string) => `Slice “${name}” saved`,
  savedAs: (name: string) => `Saved as “${name}”`,
  forwardLegend: 'Forward by e-mail',
  forwardLabel: 'E-mail address',
  forward: 'Forward',
  forwarded: (address: string) => `Slice sent to ${address}`,
  showGenes: (what: string) => `Show genes of ${what}`,
  hideGenes: (what: string) => `Hide genes of ${what}`,
  showGenesShort: 'Show genes',
  hideGenesShort: 'Hide genes',
  loadingGenes: 'Loading the genes…',
  genesFailed: 'The genes could not be loaded.',
  genesOf: (what: string) => `Genes of ${what}`,
  notFound: (names: readonly string[]) => `Not found: ${names.join(', ')}`,
  everyPart: 'every part of the slice',
  geneDetails: 'Gene details',
  showDetails: 'Show gene details',
  hideDetails: 'Hide gene details',
  detailsColumns: {
    symbol: 'Gene',
    name: 'Name',
    location: 'Location',
    hgncId: 'HGNC ID',
    phenotypes: 'HPO phenotypes',
  },
  testOption: (test: { code: string; name: string; minGenes: number; maxGenes: number | null }) =>
    `${test.name} (${test.code}) · ${
      test.maxGenes === null
        ? `over ${test.minGenes - 1} genes`
        : test.minGenes === test.maxGenes
          ? `${test.minGenes} gene`
          : `${test.minGenes}–${test.maxGenes} genes`
    }`,
  downloadRequisition: 'Download slice requisition',
  requisitionFailed: 'The slice requisition could not be downloaded. Please try again.',
  orderedHeading: 'Slice',
  orderedLoading: 'Loading the slice…',
  orderedFailed: 'The slice of this order could not be loaded.',
  orderedTest: 'Slice test',
  orderedStatus: 'Status',
  orderedName: 'Slice name',
  orderedPhenotypes: 'Phenotypes',
} as const;
