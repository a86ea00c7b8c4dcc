// Seeds the catalogue: HGNC genes and ICD-10-CM codes from data/, the curated panels, single-gene
// tests, exome/genome, slices and the spec's special codes, AOE forms, extra test info, payment
// restrictions, partnership programs and resources. Deterministic (fixed random seed) and
// idempotent (existing rows are kept).
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { insertMissing } from '../db/insert-missing.js';
import { seededRandom } from '../seed/seeded-random.js';
import {
  aoeForms,
  aoeTestCodeFor,
  partnershipPrograms,
  resourceCategories,
  resources,
} from './catalogue-extras.js';
import {
  catalogueCategories,
  catalogueConditions,
  cataloguePanels,
  turnaroundTimes,
  type PanelDefinition,
} from './catalogue-definition.js';
import { hgncGenes, icd10cmCodes, type HgncGene } from './reference-data.js';
import { refreshCatalogueSearch } from './catalogue-search-index.js';
import { symbolVariants } from './symbol-variants.js';

/** `full`: every protein-coding gene and ICD-10-CM code; `compact` (tests): those the catalogue uses. */
export type CatalogueSeedScope = 'full' | 'compact';

export interface CatalogueSeedSummary {
  tests: number;
  genes: number;
  icdCodes: number;
  conditions: number;
  categories: number;
  partnershipPrograms: number;
  resources: number;
}

/** A test as the seed builds it, before ids are given. */
export interface TestSeed {
  code: string;
  name: string;
  subtitle: string | null;
  shortDescription: string | null;
  customizable: boolean;
  turnaroundTime: string;
  maxNumberOfGenes: number | null;
  genes: string[];
  optionalGenes: string[];
  categories: string[];
  conditions: string[];
  synonyms: string[];
  nyApproved: boolean;
  insuranceEnabled: boolean;
  biEnabled: boolean;
  holdForBiEnabled: boolean;
  institutionalBillingEnabled: boolean;
  eligibleForPartnerships: boolean;
  biopharmaEligibilities: string[];
  hideInTestCatalog: boolean;
  hideDetailsPage: boolean;
  programTypes: string[];
  packageTests: string[];
  isOrderable: boolean;
  testTypes: string[];
  isPrenatal: boolean;
  isTrio: boolean;
  isDuo: boolean;
  isNoCharge: boolean;
  allowedRelatives: string[];
  dplEnabled: boolean;
  allowedInsuranceProviders: string[];
  isBiopharmaOnly: boolean;
  restrictedPayments: string[];
}

const conditionNames = new Map(catalogueConditions.map((item) => [item.id, item.name]));

function describeConditions(conditions: readonly string[]): string {
  const names = conditions.map((id) => conditionNames.get(id) ?? id).slice(0, 4);
  return names.length ? `For patients with or at risk of ${names.join(', ').toLowerCase()}.` : '';
}

function baseTest(
  random: () => number,
  over: Partial<TestSeed> & { code: string; name: string },
): TestSeed {
  const insuranceEnabled = over.insuranceEnabled ?? true;
  const biEnabled = over.biEnabled ?? (insuranceEnabled && random() < 0.8);
  return {
    subtitle: null,
    shortDescription: null,
    customizable: false,
    turnaroundTime: turnaroundTimes.standard,
    maxNumberOfGenes: null,
    genes: [],
    optionalGenes: [],
    categories: [],
    conditions: [],
    synonyms: [],
    nyApproved: random() < 0.7,
    insuranceEnabled,
    biEnabled,
    holdForBiEnabled: biEnabled && random() < 0.3,
    institutionalBillingEnabled: true,
    eligibleForPartnerships: false,
    biopharmaEligibilities: [],
    hideInTestCatalog: false,
    hideDetailsPage: false,
    programTypes: [],
    packageTests: [],
    isOrderable: true,
    testTypes: ['Diagnostic'],
    isPrenatal: false,
    isTrio: false,
    isDuo: false,
    isNoCharge: false,
    allowedRelatives: [],
    dplEnabled: random() < 0.25,
    allowedInsuranceProviders: [],
    isBiopharmaOnly: false,
    restrictedPayments: [],
    ...over,
  };
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

const sponsoredCategories = new Set(
  partnershipPrograms
    .filter((program) => program.isActive)
    .flatMap((program) => program.categories),
);

function panelTest(random: () => number, panel: PanelDefinition, known: Set<string>): TestSeed {
  const genes = unique(panel.genes).filter((symbol) => known.has(symbol));
  const prenatal = panel.categories.includes('prenatal');
  const carrier = panel.categories.includes('carrier-screening');
  const sponsored = panel.categories.some((category) => sponsoredCategories.has(category));
  return baseTest(random, {
    code: panel.code,
    name: panel.name,
    subtitle:
      genes.length === 1
        ? 'Sequencing and deletion/duplication analysis'
        : `${genes.length} genes · sequencing and deletion/duplication analysis`,
    shortDescription: `${describeConditions(panel.conditions)} Analyzes ${genes.slice(0, 6).join(', ')}${genes.length > 6 ? ' and more' : ''}.`,
    turnaroundTime: panel.turnaroundTime ?? turnaroundTimes.standard,
    genes,
    categories: [...panel.categories],
    conditions: [...panel.conditions],
    synonyms: [...(panel.synonyms ?? [])],
    eligibleForPartnerships: sponsored,
    biopharmaEligibilities: sponsored
      ? partnershipPrograms
          .filter((program) => program.categories.some((c) => panel.categories.includes(c)))
          .map((program) => program.sponsorName)
      : [],
    programTypes: sponsored ? ['Sponsored'] : [],
    testTypes: carrier ? ['Carrier'] : prenatal ? ['Prenatal'] : ['Diagnostic', 'Predictive'],
    isPrenatal: prenatal && !carrier,
    allowedRelatives: carrier ? ['Father', 'Mother', 'Other'] : [],
    restrictedPayments: carrier ? ['MCR'] : [],
    allowedInsuranceProviders: panel.categories.includes('hereditary-cancer')
      ? ['UHC', 'ANTH', 'MCR', 'MCAD', 'MAMC', 'Other', 'MISC']
      : [],
  });
}

/** Every test of the catalogue, in a fixed order. */
export function buildCatalogueTests(known: Set<string>): TestSeed[] {
  const random = seededRandom(5005);
  const tests: TestSeed[] = cataloguePanels.map((panel) => panelTest(random, panel, known));
  const cardioGenes = unique(
    cataloguePanels.filter((p) => p.categories.includes('cardiology')).flatMap((p) => p.genes),
  ).filter((symbol) => known.has(symbol));
  const cancerGenes = unique(
    cataloguePanels.filter((p) => p.categories.includes('oncology')).flatMap((p) => p.genes),
  ).filter((s) => known.has(s));
  const neuroGenes = unique(
    cataloguePanels.filter((p) => p.categories.includes('neurology')).flatMap((p) => p.genes),
  ).filter((s) => known.has(s));
  const allPanelGenes = unique(cataloguePanels.flatMap((panel) => panel.genes))
    .filter((s) => known.has(s))
    .sort();
  const exomeConditions = [
    'intellectual-disability',
    'multiple-congenital-anomalies',
    'epileptic-encephalopathy',
    'hypotonia',
    'autism-spectrum-disorder',
  ];
  const relatives = ['Father', 'Mother', 'Sibling', 'Child', 'Other'];
  const special = (over: Partial<TestSeed> & { code: string; name: string }) =>
    tests.push(baseTest(random, over));

  special({
    code: '896',
    name: 'Whole Exome Sequencing (XomeDx) - Proband',
    synonyms: ['WES', 'XomeDx', 'exome'],
    categories: ['exome-genome'],
    conditions: exomeConditions,
    turnaroundTime: turnaroundTimes.exome,
    testTypes: ['Exome'],
    subtitle: 'Exome sequencing of about 19,000 genes',
    shortDescription:
      'Exome sequencing for patients with a suspected genetic disorder when a panel is unlikely to find the cause.',
  });
  special({
    code: 'J774',
    name: 'Whole Genome Sequencing - Proband',
    synonyms: ['WGS', 'genome'],
    categories: ['exome-genome'],
    conditions: exomeConditions,
    turnaroundTime: turnaroundTimes.exome,
    testTypes: ['Genome'],
    subtitle: 'Genome sequencing with copy-number and mitochondrial analysis',
    shortDescription:
      'Genome sequencing of the proband, including structural variants and the mitochondrial genome.',
  });
  special({
    code: '902a',
    name: 'Whole Exome Sequencing (XomeDx) - Trio',
    synonyms: ['trio exome', 'XomeDx trio'],
    categories: ['exome-genome'],
    conditions: exomeConditions,
    turnaroundTime: turnaroundTimes.exome,
    testTypes: ['Exome'],
    isTrio: true,
    allowedRelatives: ['Father', 'Mother'],
    subtitle: 'Exome sequencing of the proband and both parents',
    shortDescription:
      'Trio exome sequencing: the proband with both biological parents for the highest diagnostic yield.',
  });
  special({
    code: '903',
    name: 'Whole Exome Sequencing (XomeDx) - Duo',
    synonyms: ['duo exome'],
    categories: ['exome-genome'],
    conditions: exomeConditions,
    turnaroundTime: turnaroundTimes.exome,
    testTypes: ['Exome'],
    isDuo: true,
    allowedRelatives: ['Father', 'Mother', 'Sibling'],
    subtitle: 'Exome sequencing of the proband and one relative',
  });
  special({
    code: 'URGb',
    name: 'Ultra-Rapid Whole Genome Sequencing',
    synonyms: ['rapid genome', 'rWGS', 'NICU genome'],
    categories: ['exome-genome'],
    conditions: exomeConditions,
    turnaroundTime: '5-7 days',
    testTypes: ['Genome'],
    isTrio: true,
    allowedRelatives: ['Father', 'Mother'],
    restrictedPayments: ['Insurance', 'MCR', 'MCD'],
    insuranceEnabled: false,
    biEnabled: false,
    holdForBiEnabled: false,
    subtitle: 'Critically ill infants; preliminary results in days',
    shortDescription:
      'Ultra-rapid genome sequencing for critically ill infants. Not orderable as a kit.',
  });
  special({
    code: 'PX905',
    name: 'Prenatal Exome Sequencing - Trio',
    synonyms: ['fetal exome'],
    categories: ['exome-genome', 'prenatal', 'fetal-testing'],
    conditions: ['fetal-anomaly', 'multiple-congenital-anomalies'],
    turnaroundTime: '14-18 days',
    testTypes: ['Exome', 'Prenatal'],
    isPrenatal: true,
    isTrio: true,
    allowedRelatives: ['Father', 'Mother'],
  });
  special({
    code: '703',
    name: 'Chromosomal Microarray (SNP Array)',
    synonyms: ['CMA', 'microarray', 'copy number'],
    categories: ['exome-genome', 'neurodevelopmental'],
    conditions: [
      'intellectual-disability',
      'autism-spectrum-disorder',
      'multiple-congenital-anomalies',
    ],
    turnaroundTime: turnaroundTimes.short,
    testTypes: ['Diagnostic'],
  });
  special({
    code: 'MT810',
    name: 'Mitochondrial Genome Sequencing',
    synonyms: ['mtDNA'],
    categories: ['metabolic', 'mitochondrial'],
    conditions: ['mitochondrial-disease'],
  });
  special({
    code: '9001',
    name: 'Familial Variant Testing',
    synonyms: ['known familial variant', 'targeted variant', 'cascade testing'],
    categories: ['family-testing'],
    conditions: [],
    turnaroundTime: turnaroundTimes.short,
    testTypes: ['Familial'],
    isNoCharge: true,
    allowedRelatives: [...relatives, 'Aunt', 'Uncle', 'Cousin', 'Grandmother', 'Grandfather'],
    restrictedPayments: ['Sponsored'],
    subtitle: 'A variant found in a relative, tested in a family member',
    shortDescription:
      'Testing for a known familial variant; may be ordered once per variant (several per order).',
  });
  special({
    code: '906',
    name: 'Custom Gene Panel',
    synonyms: ['build your own panel'],
    categories: ['custom-panels'],
    customizable: true,
    maxNumberOfGenes: 50,
    optionalGenes: allPanelGenes,
    subtitle: 'Choose up to 50 genes',
  });
  special({
    code: '906-Custom',
    name: 'Custom Gene Panel - Additional Genes',
    synonyms: ['custom panel add-on'],
    categories: ['custom-panels'],
    customizable: true,
    maxNumberOfGenes: 50,
    optionalGenes: allPanelGenes,
    subtitle: 'More genes for a custom panel; may be ordered several times',
  });
  special({
    code: '9011',
    name: 'Custom Hereditary Cancer Panel',
    categories: ['custom-panels', 'oncology', 'hereditary-cancer'],
    conditions: ['hboc', 'lynch-syndrome'],
    customizable: true,
    maxNumberOfGenes: 80,
    optionalGenes: cancerGenes,
  });
  special({
    code: '9011-Custom',
    name: 'Custom Hereditary Cancer Panel - Additional Genes',
    categories: ['custom-panels', 'oncology'],
    customizable: true,
    maxNumberOfGenes: 80,
    optionalGenes: cancerGenes,
  });
  special({
    code: '9012',
    name: 'Custom Neurology Panel',
    categories: ['custom-panels', 'neurology'],
    conditions: ['epilepsy', 'muscular-dystrophy'],
    customizable: true,
    maxNumberOfGenes: 100,
    optionalGenes: neuroGenes,
  });
  special({
    code: '9012-Custom',
    name: 'Custom Neurology Panel - Additional Genes',
    categories: ['custom-panels', 'neurology'],
    customizable: true,
    maxNumberOfGenes: 100,
    optionalGenes: neuroGenes,
  });
  special({
    code: 'B370-CUSTOM',
    name: 'Custom Cardiology Panel',
    synonyms: ['custom cardio'],
    categories: ['custom-panels', 'cardiology'],
    conditions: ['cardiomyopathy', 'long-qt-syndrome'],
    customizable: true,
    maxNumberOfGenes: 150,
    optionalGenes: cardioGenes,
    subtitle: 'Choose genes from the cardiology panels',
  });
  special({
    code: 'B371-CUSTOM',
    name: 'Custom Arrhythmia Panel',
    categories: ['custom-panels', 'cardiology', 'arrhythmia'],
    conditions: ['long-qt-syndrome', 'brugada-syndrome', 'cpvt'],
    customizable: true,
    maxNumberOfGenes: 40,
    optionalGenes: unique([
      ...cataloguePanels.filter((p) => p.categories.includes('arrhythmia')).flatMap((p) => p.genes),
    ]).filter((s) => known.has(s)),
  });
  const slice = (code: string, name: string, max: number | null, over: Partial<TestSeed> = {}) =>
    special({
      code,
      name,
      synonyms: ['slice', 'XomeDxSlice'],
      categories: ['slices', 'exome-genome'],
      conditions: exomeConditions,
      customizable: true,
      maxNumberOfGenes: max,
      turnaroundTime: turnaroundTimes.long,
      testTypes: ['Slice'],
      ...over,
    });
  slice('706', 'Slice', 150, { subtitle: '2-150 genes, proband only' });
  slice('TG70', 'Slice Single Gene', 1, { subtitle: 'One gene from the exome' });
  slice('J757', 'Slice Xpanded', 2000, {
    subtitle: 'Over 150 genes, proband or trio',
    isTrio: true,
    allowedRelatives: ['Father', 'Mother'],
  });
  slice('TG75', 'Slice Priority', 150, {
    subtitle: 'Ultra-fast slice',
    turnaroundTime: '7-10 days',
    restrictedPayments: ['MCR', 'MCD'],
  });
  slice('TG71', 'Slice Xpress', 150, {
    subtitle: 'Ultra-fast slice',
    turnaroundTime: '3-5 days',
    restrictedPayments: ['MCR', 'MCD'],
  });
  special({
    code: 'PK01',
    name: 'Cardiomyopathy and Arrhythmia Package',
    categories: ['cardiology'],
    conditions: ['cardiomyopathy', 'long-qt-syndrome', 'sudden-cardiac-death-family-history'],
    packageTests: ['C1004', 'C1008'],
    turnaroundTime: turnaroundTimes.long,
    subtitle: 'Two panels ordered together',
  });
  special({
    code: 'PK02',
    name: 'Newborn Metabolic Follow-up Package',
    categories: ['metabolic', 'inborn-errors'],
    conditions: ['urea-cycle-disorder', 'fatty-acid-oxidation-disorder', 'organic-acidemia'],
    packageTests: ['M5003', 'M5004', 'M5005'],
    turnaroundTime: turnaroundTimes.short,
  });
  special({
    code: 'PK03',
    name: 'Sudden Cardiac Death Package',
    categories: ['cardiology'],
    conditions: ['sudden-cardiac-death-family-history', 'thoracic-aortic-aneurysm'],
    packageTests: ['C1008', 'C1009', 'C1004'],
    turnaroundTime: turnaroundTimes.long,
  });
  special({
    code: 'BP801',
    name: 'Sponsored Hereditary Amyloidosis Test (TTR)',
    synonyms: ['ATTR', 'transthyretin amyloidosis'],
    categories: ['cardiology', 'cardiomyopathy'],
    conditions: ['cardiomyopathy'],
    genes: ['TTR'],
    isBiopharmaOnly: true,
    eligibleForPartnerships: true,
    biopharmaEligibilities: ['Northwind Therapeutics'],
    programTypes: ['Sponsored'],
    isNoCharge: true,
    restrictedPayments: [
      'Client',
      'Patient',
      'MCR',
      'MCD',
      'Insurance',
      'PartnershipUninsured',
      'NoCharge',
    ],
    insuranceEnabled: false,
    biEnabled: false,
    holdForBiEnabled: false,
  });
  special({
    code: 'C1099',
    name: 'Hypertrophic Cardiomyopathy Panel (2018 version)',
    categories: ['cardiology', 'cardiomyopathy'],
    conditions: ['hypertrophic-cardiomyopathy'],
    genes: ['MYH7', 'MYBPC3', 'TNNT2', 'TNNI3'],
    hideInTestCatalog: true,
    hideDetailsPage: true,
    isOrderable: false,
  });
  special({
    code: 'H3099',
    name: 'BRCA1 and BRCA2 Founder Variants',
    synonyms: ['Ashkenazi founder mutations'],
    categories: ['oncology', 'hereditary-cancer'],
    conditions: ['hboc'],
    genes: ['BRCA1', 'BRCA2'],
    hideDetailsPage: true,
    turnaroundTime: turnaroundTimes.short,
  });

  // Single-gene tests for every gene of the panels (S + a number from the gene's place).
  const conditionsByGene = new Map<string, Set<string>>();
  const categoriesByGene = new Map<string, Set<string>>();
  for (const panel of cataloguePanels) {
    for (const symbol of panel.genes) {
      const conditions = conditionsByGene.get(symbol) ?? new Set<string>();
      panel.conditions.slice(0, 2).forEach((id) => conditions.add(id));
      conditionsByGene.set(symbol, conditions);
      const categories = categoriesByGene.get(symbol) ?? new Set<string>();
      panel.categories.forEach((id) => categories.add(id));
      categoriesByGene.set(symbol, categories);
    }
  }
  allPanelGenes.forEach((symbol, index) => {
    const conditions = [...(conditionsByGene.get(symbol) ?? [])].slice(0, 3);
    tests.push(
      baseTest(random, {
        code: `S${1001 + index}`,
        name: `${symbol} Gene Sequencing and Deletion/Duplication Analysis`,
        subtitle: 'Single gene · sequencing and deletion/duplication analysis',
        shortDescription: `${describeConditions(conditions)} Full analysis of ${symbol}.`,
        genes: [symbol],
        categories: ['single-gene', ...[...(categoriesByGene.get(symbol) ?? [])].slice(0, 3)],
        conditions,
        synonyms: [`${symbol} test`],
        nyApproved: random() < 0.5,
        turnaroundTime: turnaroundTimes.short,
      }),
    );
  });
  return tests;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function insertGenes(
  db: LabKysely,
  genes: readonly HgncGene[],
  offered: ReadonlySet<string>,
): Promise<void> {
  const chunk = 5000;
  for (let start = 0; start < genes.length; start += chunk) {
    const part = genes.slice(start, start + chunk);
    await sql`
      insert into catalogue_gene (id, symbol, name, hgnc_id, location, aliases)
      select lower(symbol), symbol, name, hgnc_id, location,
        case when aliases = '' then '{}'::text[] else string_to_array(aliases, ',') end
      from unnest(${part.map((g) => g.symbol)}::text[], ${part.map((g) => g.name)}::text[],
        ${part.map((g) => g.hgncId)}::text[], ${part.map((g) => g.location)}::text[],
        ${part.map((g) => g.aliases.join(','))}::text[])
        as input (symbol, name, hgnc_id, location, aliases)
      on conflict do nothing`.execute(db);
    // Typo matching needs only the genes the catalogue offers (the search answers those).
    const variants = part
      .filter((gene) => offered.has(gene.symbol))
      .flatMap((gene) =>
        symbolVariants(gene.symbol).map((variant) => [variant, gene.symbol.toLowerCase()] as const),
      );
    await sql`
      insert into catalogue_gene_variant (variant, gene_id)
      select variant, gene_id from unnest(${variants.map((v) => v[0])}::text[],
        ${variants.map((v) => v[1])}::text[]) as input (variant, gene_id)
      on conflict do nothing`.execute(db);
  }
}

/** A category tree as rows: each with its parent (null at the top) and its place in the list. */
function categoryRows(categories: readonly { id: string; name: string; parent?: string | null }[]) {
  return categories.map((category, position) => ({
    id: category.id,
    name: category.name,
    parent_id: category.parent ?? null,
    position,
  }));
}

/** Writes the catalogue (see the file comment). */
export async function seedCatalogue(
  db: LabKysely,
  options: { scope?: CatalogueSeedScope } = {},
): Promise<CatalogueSeedSummary> {
  const scope = options.scope ?? 'full';
  const allGenes = hgncGenes();
  const known = new Set(allGenes.map((gene) => gene.symbol));
  const tests = buildCatalogueTests(known);
  const usedSymbols = new Set(tests.flatMap((test) => [...test.genes, ...test.optionalGenes]));
  const genes =
    scope === 'full' ? allGenes : allGenes.filter((gene) => usedSymbols.has(gene.symbol));
  const usedCodes = new Set(catalogueConditions.flatMap((condition) => condition.icd10));
  // Compact: the categories of the conditions' codes, and of the screening (Z13) and diabetes
  // (E11) codes the demo orders and the server's tests order with: a submission checks its codes.
  const usedCategories = new Set([...[...usedCodes].map((code) => code.slice(0, 3)), 'Z13', 'E11']);
  const icdCodes =
    scope === 'full'
      ? icd10cmCodes()
      : icd10cmCodes().filter((row) => usedCategories.has(row.code.slice(0, 3)));
  const byCode = new Map(tests.map((test, index) => [test.code, index + 1]));

  await db.transaction().execute(async (trx) => {
    await insertMissing(trx, 'catalogue_category', categoryRows(catalogueCategories), {
      key: ['id'],
    });
    await insertGenes(trx, genes, usedSymbols);
    await sql`
      insert into icd10_code (code, billable, description)
      select * from unnest(${icdCodes.map((row) => row.code)}::text[],
        ${icdCodes.map((row) => row.billable)}::boolean[],
        ${icdCodes.map((row) => row.description)}::text[])
      on conflict do nothing`.execute(trx);
    await insertMissing(
      trx,
      'catalogue_condition',
      catalogueConditions.map((condition) => ({
        id: condition.id,
        name: condition.name,
        synonyms: [...(condition.synonyms ?? [])],
        icd10_codes: [...condition.icd10],
      })),
      { key: ['id'] },
    );
    await insertMissing(
      trx,
      'aoe_form',
      Object.entries(aoeForms).map(([code, sections]) => ({
        aoe_test_code: code,
        sections: JSON.stringify(sections),
      })),
      { key: ['aoe_test_code'] },
    );

    const slugs = new Set<string>();
    const testRows = tests.map((test, index) => {
      let slug = slugify(test.name);
      if (slugs.has(slug)) slug = `${slug}-${slugify(test.code)}`;
      slugs.add(slug);
      return {
        id: index + 1,
        key: `test-${test.code.toLowerCase()}`,
        name: test.name,
        test_code: test.code,
        generic_code: test.code.replace(/-custom$/i, ''),
        slug,
        display_name: test.name,
        subtitle: test.subtitle,
        tooltip: `${test.name} (test code ${test.code}), turnaround time ${test.turnaroundTime}`,
        short_description: test.shortDescription ?? describeConditions(test.conditions),
        customizable: test.customizable,
        turnaround_time: test.turnaroundTime,
        max_number_of_genes: test.maxNumberOfGenes,
        insurance_enabled: test.insuranceEnabled,
        bi_enabled: test.biEnabled,
        hold_for_bi_enabled: test.holdForBiEnabled,
        institutional_billing_enabled: test.institutionalBillingEnabled,
        eligible_for_partnerships: test.eligibleForPartnerships,
        biopharma_eligibilities: test.biopharmaEligibilities,
        hide_in_test_catalog: test.hideInTestCatalog,
        hide_details_page: test.hideDetailsPage,
        program_types: test.programTypes,
        is_test_package: test.packageTests.length > 0,
        ny_approved: test.nyApproved,
        is_orderable: test.isOrderable,
        synonyms: test.synonyms,
      };
    });
    await insertMissing(trx, 'catalogue_test', testRows, { key: ['id'], chunk: 200 });
    const links = tests.flatMap((test, index) => [
      ...test.genes.map((symbol) => ({
        test_id: index + 1,
        gene_id: symbol.toLowerCase(),
        optional: false,
      })),
      ...test.optionalGenes
        .filter((symbol) => !test.genes.includes(symbol))
        .map((symbol) => ({ test_id: index + 1, gene_id: symbol.toLowerCase(), optional: true })),
    ]);
    await sql`
      insert into catalogue_test_gene (test_id, gene_id, optional)
      select * from unnest(${links.map((l) => l.test_id)}::integer[], ${links.map((l) => l.gene_id)}::text[],
        ${links.map((l) => l.optional)}::boolean[])
      on conflict do nothing`.execute(trx);
    const categoryLinks = tests.flatMap((test, index) =>
      unique(test.categories).map((category) => ({ test_id: index + 1, category_id: category })),
    );
    await insertMissing(trx, 'catalogue_test_category', categoryLinks);
    const conditionLinks = tests.flatMap((test, index) =>
      unique(test.conditions).map((condition) => ({ test_id: index + 1, condition_id: condition })),
    );
    await insertMissing(trx, 'catalogue_test_condition', conditionLinks);
    const packageLinks = tests.flatMap((test, index) =>
      test.packageTests.map((member, position) => ({
        package_test_id: index + 1,
        member_test_id: byCode.get(member) ?? 0,
        position,
      })),
    );
    await insertMissing(trx, 'catalogue_package_test', packageLinks);

    await insertMissing(
      trx,
      'test_extra_info',
      tests.map((test) => ({
        test_code: test.code,
        aoe_test_code: aoeTestCodeFor(test.categories),
        test_types: test.testTypes,
        is_prenatal: test.isPrenatal,
        is_trio: test.isTrio,
        is_duo: test.isDuo,
        is_no_charge: test.isNoCharge,
        allowed_relatives: test.allowedRelatives,
        dpl_enabled: test.dplEnabled,
        allowed_insurance_providers: test.allowedInsuranceProviders,
        is_biopharma_only: test.isBiopharmaOnly,
        sponsored_by_coupon: test.eligibleForPartnerships && !test.isBiopharmaOnly,
      })),
      { key: ['test_code'] },
    );
    const sponsored = tests
      .filter((test) => test.eligibleForPartnerships)
      .flatMap((test, index) => [
        {
          test_code: test.code,
          account_number: '1001',
          force_manual: index % 2 === 0,
          for_minors_only: false,
        },
        {
          test_code: test.code,
          account_number: '1002',
          force_manual: false,
          for_minors_only: test.categories.includes('epilepsy'),
        },
      ]);
    await insertMissing(trx, 'test_sponsored_account', sponsored);
    const restricted = tests.flatMap((test) =>
      test.restrictedPayments.map((payment) => ({ test_code: test.code, payment_type: payment })),
    );
    await insertMissing(trx, 'test_restricted_payment', restricted);
    // Custom cardiology tests: the ready-made cardiology panels that may replace them.
    const cardioPanels = tests.filter(
      (test) =>
        test.categories.includes('cardiology') &&
        !test.customizable &&
        test.genes.length > 1 &&
        !test.hideInTestCatalog,
    );
    const suggestions = tests
      .filter((test) => test.customizable && test.categories.includes('cardiology'))
      .flatMap((custom) =>
        cardioPanels
          .filter((panel) => panel.genes.some((symbol) => custom.optionalGenes.includes(symbol)))
          .map((panel) => ({ custom_test_code: custom.code, suggested_test_code: panel.code })),
      );
    await insertMissing(trx, 'custom_cardio_suggestion', suggestions);

    await insertMissing(
      trx,
      'partnership_program',
      partnershipPrograms.map((program) => ({
        program_code: program.programCode,
        name: program.name,
        description: program.description,
        sponsor_name: program.sponsorName,
        program_type: program.programType,
        payment_type: program.paymentType,
        is_active: program.isActive,
        start_date: program.startDate,
        end_date: program.endDate,
      })),
      { key: ['program_code'] },
    );
    const programTests = partnershipPrograms.flatMap((program) =>
      tests
        .filter(
          (test) =>
            test.eligibleForPartnerships &&
            (program.categories.some((category) => test.categories.includes(category)) ||
              (program.categories.includes('biopharma') && test.isBiopharmaOnly)),
        )
        .map((test) => ({ program_code: program.programCode, test_code: test.code })),
    );
    await insertMissing(trx, 'partnership_program_test', programTests);

    await insertMissing(trx, 'resource_category', categoryRows(resourceCategories), {
      key: ['id'],
    });
    await insertMissing(
      trx,
      'resource',
      resources.map((resource) => ({
        id: resource.id,
        title: resource.title,
        description: resource.description,
        url: `/resources/${resource.id}.pdf`,
        resource_type: resource.resourceType,
      })),
      { key: ['id'] },
    );
    await insertMissing(
      trx,
      'resource_category_link',
      resources.flatMap((resource) =>
        resource.categories.map((category) => ({
          resource_id: resource.id,
          category_id: category,
        })),
      ),
    );

    await refreshCatalogueSearch(trx);
  });

  return {
    tests: tests.length,
    genes: genes.length,
    icdCodes: icdCodes.length,
    conditions: catalogueConditions.length,
    categories: catalogueCategories.length,
    partnershipPrograms: partnershipPrograms.length,
    resources: resources.length,
  };
}
