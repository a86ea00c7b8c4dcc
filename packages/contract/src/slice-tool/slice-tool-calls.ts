// The slice tool (document 2 §7.1 "Slice tool") and text-to-HPO ("POST /convertTextToHpo"). The
// spec names the calls and leaves their bodies "not shown": the bodies below are ours, recorded
// in docs/decisions/slice-tool.md. Gene sets come from HGNC symbols and HPO gene links.
import { SliceTestCodes, SliceTypes } from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { emailField, fieldMessages, optionalText, requiredText } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';
import { pdfBytesSchema } from '../requisition/requisition-calls.js';

/** Most characters of a clinical note converted to HPO terms. */
export const maxClinicalNoteLength = 20_000;
/** Most genes, phenotypes or predefined slices in one request. */
export const maxSliceItems = 2000;

/** An HGNC gene symbol as typed (letters, digits, hyphen, dot; upper-cased). */
export const geneSymbolField = z.pipe(
  z
    .string({ error: fieldMessages.required })
    .check(
      z.trim(),
      z.minLength(1, fieldMessages.required),
      z.maxLength(30, fieldMessages.maxLength),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9.\-_@]*$/, fieldMessages.format),
    ),
  z.transform((value) => value.toUpperCase()),
);

/** An HPO class id (HP:0001250); lower-case "hp:" is read as the same id. */
export const hpoIdField = z
  .string({ error: fieldMessages.required })
  .check(z.trim(), z.toUpperCase(), z.regex(/^HP:\d{7}$/, fieldMessages.format));

const sliceKeyField = z
  .string({ error: fieldMessages.required })
  .check(
    z.trim(),
    z.minLength(1, fieldMessages.required),
    z.maxLength(100, fieldMessages.maxLength),
    z.regex(/^[a-z0-9-]+$/, fieldMessages.format),
  );

const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(maxSliceItems, fieldMessages.maxLength));

/** Where the slice tool's answers about HPO come from: the release shown beside every term. */
export const hpoSourceSchema = z.object({
  hpoVersion: z.string(),
  hpoAcknowledgement: z.string(),
});

// --- text-to-HPO -------------------------------------------------------------------------------

export const convertTextToHpoRequestSchema = z.object({
  text: z
    .string({ error: fieldMessages.required })
    .check(
      z.maxLength(
        maxClinicalNoteLength,
        `The text is too long: at most ${maxClinicalNoteLength.toLocaleString('en-US')} characters can be converted to HPO terms`,
      ),
    ),
});
export type ConvertTextToHpoRequest = z.input<typeof convertTextToHpoRequestSchema>;

export const hpoMentionSchema = z.object({
  hpoId: z.string(),
  name: z.string(),
  /** The words of the note that matched, as written. */
  matchedText: z.string(),
  start: z.number().check(z.int()),
  end: z.number().check(z.int()),
});

export const convertTextToHpoResponseSchema = z.extend(hpoSourceSchema, {
  /** Terms the note states as present, once each, in order of first mention. */
  hpoIds: z.array(z.string()),
  hpoNames: z.array(z.string()),
  /** Where each present term was found. */
  mentions: z.array(hpoMentionSchema),
  /** Terms the note mentions only to negate them ("no hearing loss"). */
  excluded: z.array(hpoMentionSchema),
});
export type ConvertTextToHpoResponse = z.infer<typeof convertTextToHpoResponseSchema>;

// --- genes, phenotypes, predefined slices ------------------------------------------------------

export const sliceGeneSchema = z.object({
  symbol: z.string(),
  hgncId: z.string(),
  name: z.string(),
  location: z.nullable(z.string()),
});
export type SliceGene = z.infer<typeof sliceGeneSchema>;

/** A slice (document 1 "Slice"): name, slug, testCode, testName, genes, key. */
export const predefinedSliceSchema = z.object({
  name: z.string(),
  slug: z.string(),
  testCode: z.string(),
  testName: z.string(),
  genes: z.array(z.string()),
  key: z.string(),
});
export type PredefinedSlice = z.infer<typeof predefinedSliceSchema>;

export const searchPhenotypeOrGeneParams = z.object({
  searchTerm: z
    .string()
    .check(z.trim(), z.minLength(2, fieldMessages.min), z.maxLength(100, fieldMessages.maxLength)),
});

export const phenotypeSuggestionSchema = z.object({
  hpoId: z.string(),
  name: z.string(),
  /** The synonym that matched, when it was not the name. */
  matchedSynonym: z.nullable(z.string()),
  geneCount: z.number().check(z.int()),
});

export const geneSuggestionSchema = z.extend(sliceGeneSchema, {
  /** The previous or alias symbol that matched, when it was not the symbol. */
  matchedSymbol: z.nullable(z.string()),
});

export const searchPhenotypeOrGeneResponseSchema = z.extend(hpoSourceSchema, {
  genes: z.array(geneSuggestionSchema),
  phenotypes: z.array(phenotypeSuggestionSchema),
});
export type SearchPhenotypeOrGeneResponse = z.infer<typeof searchPhenotypeOrGeneResponseSchema>;

/** One part of a slice (a gene typed, a phenotype, a predefined slice) and the genes it brings. */
export const slicePartSchema = z.object({
  sliceType: z.enum(SliceTypes),
  /** The gene symbol, HPO id or predefined slice key. */
  id: z.string(),
  name: z.string(),
  genes: z.array(z.string()),
  geneCount: z.number().check(z.int()),
});
export type SlicePart = z.infer<typeof slicePartSchema>;

/** Genes, phenotypes and predefined slices: what a slice is built from. */
export const sliceSelectionSchema = z.object({
  geneSymbols: z._default(list(geneSymbolField), []),
  hpoIds: z._default(list(hpoIdField), []),
  predefinedSlices: z._default(list(sliceKeyField), []),
});
export type SliceSelection = z.input<typeof sliceSelectionSchema>;

export const sliceGeneInfoResponseSchema = z.extend(hpoSourceSchema, {
  parts: z.array(slicePartSchema),
  /** The union of every part's genes, sorted. */
  genes: z.array(z.string()),
  /** Items not found, by name: never dropped silently. */
  unknownGeneSymbols: z.array(z.string()),
  unknownHpoIds: z.array(z.string()),
  unknownPhenotypeNames: z.array(z.string()),
  unknownPredefinedSlices: z.array(z.string()),
});
export type SliceGeneInfoResponse = z.infer<typeof sliceGeneInfoResponseSchema>;

export const geneSymbolsRequestSchema = z.object({
  geneSymbols: list(geneSymbolField).check(z.minLength(1, fieldMessages.notEmptyArray)),
});
export const phenotypeIdsRequestSchema = z.object({
  hpoIds: list(hpoIdField).check(z.minLength(1, fieldMessages.notEmptyArray)),
});
export const phenotypeNamesRequestSchema = z.object({
  phenotypeNames: list(requiredText(300)).check(z.minLength(1, fieldMessages.notEmptyArray)),
});
export const predefinedSlicesRequestSchema = z.object({
  predefinedSlices: list(sliceKeyField).check(z.minLength(1, fieldMessages.notEmptyArray)),
});

export const sliceGeneDetailsSchema = z.extend(sliceGeneSchema, {
  /** HPO classes annotated to the gene (count and the first few names). */
  phenotypeCount: z.number().check(z.int()),
  phenotypeNames: z.array(z.string()),
});

export const sliceGenesDetailsResponseSchema = z.extend(hpoSourceSchema, {
  genes: z.array(sliceGeneDetailsSchema),
  unknownGeneSymbols: z.array(z.string()),
});

// --- tests, review -----------------------------------------------------------------------------

export const sliceTestCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  minGenes: z.number().check(z.int()),
  maxGenes: z.nullable(z.number().check(z.int())),
  trioAllowed: z.boolean(),
  ultraFast: z.boolean(),
});

export const sliceTestCodesRequestSchema = z.object({
  geneCount: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(100_000))),
});

export const sliceTestCodesResponseSchema = z.object({
  tests: z.array(sliceTestCodeSchema),
  /** The test that fits the count (TG70, 706 or J757); null without a count or for none. */
  fittingTestCode: z.nullable(z.enum(SliceTestCodes)),
});

export const sliceReviewRequestSchema = z.extend(sliceSelectionSchema, {
  /** The chosen slice test; the fitting one when absent. */
  testCode: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
});
export type SliceReviewRequest = z.input<typeof sliceReviewRequestSchema>;

export const sliceReviewResponseSchema = z.extend(sliceGeneInfoResponseSchema, {
  testCode: z.nullable(z.string()),
  fittingTestCode: z.nullable(z.enum(SliceTestCodes)),
  geneCount: z.number().check(z.int()),
  /** Empty when the set may be ordered as the test. */
  problems: z.array(z.string()),
});
export type SliceReviewResponse = z.infer<typeof sliceReviewResponseSchema>;

// --- saved (offline) slices --------------------------------------------------------------------

export const offlineSliceRequestSchema = z.object({
  name: requiredText(100),
  testCode: z.enum(SliceTestCodes, { error: fieldMessages.required }),
  geneSymbols: list(geneSymbolField).check(z.minLength(1, fieldMessages.notEmptyArray)),
  hpoIds: z._default(list(hpoIdField), []),
  predefinedSlices: z._default(list(sliceKeyField), []),
});
export type OfflineSliceRequest = z.input<typeof offlineSliceRequestSchema>;

export const offlineSliceSchema = z.extend(hpoSourceSchema, {
  offlineOrderId: z.number().check(z.int()),
  name: z.string(),
  testCode: z.string(),
  testName: z.string(),
  genes: z.array(z.string()),
  hpoIds: z.array(z.string()),
  phenotypeNames: z.array(z.string()),
  predefinedSlices: z.array(z.string()),
  predefinedSliceNames: z.array(z.string()),
  createdDate: z.string(),
});
export type OfflineSlice = z.infer<typeof offlineSliceSchema>;

const offlineOrderIdField = z.coerce
  .number({ error: fieldMessages.required })
  .check(
    z.int(fieldMessages.format),
    z.positive(fieldMessages.format),
    z.lte(2 ** 31 - 1, fieldMessages.format),
  );

export const sliceDetailsRequestSchema = z.object({ offlineOrderId: offlineOrderIdField });

export const forwardSliceRequestSchema = z.object({
  offlineOrderId: offlineOrderIdField,
  ToEmailAddresses: z
    .array(emailField, { error: fieldMessages.required })
    .check(z.minLength(1, fieldMessages.notEmptyArray), z.maxLength(10, fieldMessages.maxLength)),
  Notes: optionalText(1000),
});
export type ForwardSliceRequest = z.input<typeof forwardSliceRequestSchema>;

export const forwardSliceResponseSchema = z.object({
  offlineOrderId: z.number().check(z.int()),
  ToEmailAddresses: z.array(z.string()),
  Status: z.literal('Queued'),
});

export const sliceStatusAndGenesSchema = z.object({
  orderId: z.number().check(z.int()),
  testCode: z.string(),
  testName: z.string(),
  /** The order's status as the portal shows it. */
  status: z.string(),
  sliceName: z.nullable(z.string()),
  genes: z.array(z.string()),
  phenotypeNames: z.array(z.string()),
});

// --- the calls ---------------------------------------------------------------------------------

/** The five gene look-ups: one answer, each with its own body. */
const sliceInfoCall = <Body extends z.ZodMiniType>(path: string, summary: string, body: Body) => ({
  summary,
  method: 'POST' as const,
  path,
  request: { body },
  response: sliceGeneInfoResponseSchema,
});

export const sliceToolCalls = defineCalls(
  { feature: 'slice-tool', ...portalApi, wrapped: true },
  {
    convertTextToHpo: {
      summary: 'Finds the HPO terms a clinical note states (negated ones apart)',
      method: 'POST',
      path: '/convertTextToHpo',
      request: { body: convertTextToHpoRequestSchema },
      response: convertTextToHpoResponseSchema,
    },
    fetchPredefinedSlices: {
      summary: 'The lab’s predefined slices (named gene sets)',
      method: 'GET',
      path: '/XomeDxSlice/FetchPredefinedSlices',
      request: {},
      response: z.array(predefinedSliceSchema),
    },
    searchPhenotypeOrGene: {
      summary: 'Typeahead over gene symbols (and previous symbols) and HPO names (and synonyms)',
      method: 'GET',
      path: '/XomeDxSlice/SearchPhenoTypeOrGene/{searchTerm}',
      request: { params: searchPhenotypeOrGeneParams },
      response: searchPhenotypeOrGeneResponseSchema,
    },
    getSliceGeneInfoByGeneSymbol: sliceInfoCall(
      '/XomeDxSlice/GetSliceGeneInfoByGeneSymbol',
      'Genes by symbol (previous symbols resolved); unknown symbols named',
      geneSymbolsRequestSchema,
    ),
    getSliceGeneInfoByPhenotypeId: sliceInfoCall(
      '/XomeDxSlice/GetSliceGeneInfoByPhenotypeId',
      'The genes linked to each HPO id; unknown ids named',
      phenotypeIdsRequestSchema,
    ),
    getSliceGeneInfoByPhenotypeName: sliceInfoCall(
      '/XomeDxSlice/GetSliceGeneInfoByPhenotypeName',
      'The genes linked to each HPO name or synonym; unknown names named',
      phenotypeNamesRequestSchema,
    ),
    getSliceGeneInfoByPredefinedSlice: sliceInfoCall(
      '/XomeDxSlice/GetSliceGeneInfoByPredefinedSlice',
      'The genes of predefined slices; unknown slices named',
      predefinedSlicesRequestSchema,
    ),
    getSliceGeneInfo: sliceInfoCall(
      '/XomeDxSlice/GetSliceGeneInfo',
      'The genes of a whole selection (genes, phenotypes, predefined slices)',
      sliceSelectionSchema,
    ),
    getSliceDetails: {
      summary: 'A saved slice, to reopen it in the tool',
      method: 'POST',
      path: '/XomeDxSlice/GetSliceDetails',
      request: { body: sliceDetailsRequestSchema },
      response: offlineSliceSchema,
    },
    getSliceGenesDetails: {
      summary: 'Each gene’s name, location and linked phenotypes',
      method: 'POST',
      path: '/XomeDxSlice/GetSliceGenesDetails',
      request: { body: geneSymbolsRequestSchema },
      response: sliceGenesDetailsResponseSchema,
    },
    getSliceReview: {
      summary: 'Reviews a selection against a slice test’s limits',
      method: 'POST',
      path: '/XomeDxSlice/GetSliceReview',
      request: { body: sliceReviewRequestSchema },
      response: sliceReviewResponseSchema,
    },
    getSliceTestCodes: {
      summary: 'The slice tests with their limits, and the one that fits a gene count',
      method: 'POST',
      path: '/XomeDxSlice/getSliceTestCodes',
      request: { body: sliceTestCodesRequestSchema },
      response: sliceTestCodesResponseSchema,
    },
    saveOfflineSlice: {
      summary: 'Saves a slice to order later (a name, its test and genes)',
      method: 'POST',
      path: '/XomeDxSlice/OfflineSlice',
      request: { body: offlineSliceRequestSchema },
      response: offlineSliceSchema,
    },
    getOfflineSliceRequisition: {
      summary: 'A saved slice’s requisition (its test and genes) as a PDF',
      method: 'GET',
      path: '/XomeDxSlice/OfflineSlice/requisition/{offlineOrderId}',
      wrapped: false,
      request: { params: z.object({ offlineOrderId: offlineOrderIdField }) },
      response: pdfBytesSchema,
    },
    getSliceRequisition: {
      summary: 'An order’s slice requisition (its slice test and genes) as a PDF',
      method: 'GET',
      path: '/XomeDxSlice/requisition/{orderId}',
      wrapped: false,
      request: { params: z.object({ orderId: orderIdField }) },
      response: pdfBytesSchema,
    },
    getSliceStatusAndGenes: {
      summary: 'An ordered slice’s status and genes',
      method: 'GET',
      path: '/XomeDxSlice/SliceStatusAndGenes/{sliceOrderId}',
      request: { params: z.object({ sliceOrderId: orderIdField }) },
      response: sliceStatusAndGenesSchema,
    },
    forwardSlice: {
      summary: 'E-mails a saved slice (its genes and requisition) through the lab’s mail outbox',
      method: 'POST',
      path: '/XomeDxSlice/ForwardSlice',
      request: { body: forwardSliceRequestSchema },
      response: forwardSliceResponseSchema,
    },
  },
);

export const {
  convertTextToHpo,
  fetchPredefinedSlices,
  searchPhenotypeOrGene,
  getSliceGeneInfoByGeneSymbol,
  getSliceGeneInfoByPhenotypeId,
  getSliceGeneInfoByPhenotypeName,
  getSliceGeneInfoByPredefinedSlice,
  getSliceGeneInfo,
  getSliceDetails,
  getSliceGenesDetails,
  getSliceReview,
  getSliceTestCodes,
  saveOfflineSlice,
  getOfflineSliceRequisition,
  getSliceRequisition,
  getSliceStatusAndGenes,
  forwardSlice,
} = sliceToolCalls;
