// The slice tool's server-side rules: what a review answers, how a saved slice reads in the
// contract, which genes an ordered slice test stands for, and the e-mail that forwards a slice.
import type { OfflineSlice, SliceReviewResponse } from '@loci/contract';
import {
  CustomSliceTestCodes,
  fittingSliceTestCode,
  sliceReviewProblems,
  sliceTestLimits,
  unknownGenesMessage,
  unknownPhenotypesMessage,
} from '@loci/domain';
import type { OutgoingMail } from '../mail/mailer.js';
import {
  findPredefinedSlice,
  findTerm,
  sliceGeneInfo,
  type SliceGeneInfo,
  type SliceSelectionInput,
} from './gene-sets.js';
import { hpoAcknowledgement, hpoVersion } from './hpo-data.js';
import type { OfflineSliceRecord, OrderedSliceTest } from './offline-slice-records.js';

export const hpoSource = { hpoVersion, hpoAcknowledgement } as const;

export const sliceTestCodes: readonly string[] = CustomSliceTestCodes;

/** Reviews a selection against the chosen slice test (the fitting one when none is chosen). */
export function reviewSlice(
  selection: SliceSelectionInput,
  chosenTestCode: string | null | undefined,
): SliceReviewResponse {
  const info = sliceGeneInfo(selection);
  const fittingTestCode = fittingSliceTestCode(info.genes.length);
  const testCode = chosenTestCode?.trim() || fittingTestCode;
  const problems =
    testCode === null
      ? sliceReviewProblems('706', 0)
      : sliceReviewProblems(testCode, info.genes.length);
  // Unknown items are named in the review: a set with them is not what the user meant to order.
  if (info.unknownGeneSymbols.length > 0)
    problems.push(unknownGenesMessage(info.unknownGeneSymbols));
  const unknownPhenotypes = [...info.unknownHpoIds, ...info.unknownPhenotypeNames];
  if (unknownPhenotypes.length > 0) problems.push(unknownPhenotypesMessage(unknownPhenotypes));
  return {
    ...hpoSource,
    ...info,
    testCode,
    fittingTestCode,
    geneCount: info.genes.length,
    problems,
  };
}

export function toOfflineSlice(record: OfflineSliceRecord): OfflineSlice {
  return {
    ...hpoSource,
    offlineOrderId: record.id,
    name: record.name,
    testCode: record.testCode,
    testName: sliceTestLimits(record.testCode)?.name ?? record.testCode,
    genes: record.genes,
    hpoIds: record.hpoIds,
    phenotypeNames: record.hpoIds.map((hpoId) => findTerm(hpoId)?.name ?? hpoId),
    predefinedSlices: record.predefinedSlices,
    predefinedSliceNames: record.predefinedSlices.map(
      (key) => findPredefinedSlice(key)?.name ?? key,
    ),
    createdDate: record.createdAt.toISOString(),
  };
}

/**
 * The genes an ordered slice test stands for: its saved slice's genes when the ordering user
 * saved one under `savedSliceName`, otherwise the genes of its predefined slices and phenotypes.
 */
export function orderedSliceGenes(
  test: Pick<OrderedSliceTest, 'preDefinedSliceNames' | 'phenotypeNames'>,
  saved: OfflineSliceRecord | undefined,
): { genes: string[]; info: SliceGeneInfo | null } {
  if (saved) return { genes: saved.genes, info: null };
  const info = sliceGeneInfo({
    predefinedSlices: test.preDefinedSliceNames,
    phenotypeNames: test.phenotypeNames,
  });
  return { genes: info.genes, info };
}

export const forwardSliceSubject = 'A gene slice was forwarded to you';

/** The e-mail forwarding a saved slice: its test and genes, the requisition attached. */
export function forwardSliceMail(
  slice: OfflineSlice,
  recipients: readonly string[],
  notes: string | null | undefined,
  sender: string,
  requisition: { fileName: string; bytes: Uint8Array },
): OutgoingMail {
  const lines = [
    `${sender} forwarded a gene slice to you through the Loci provider portal.`,
    '',
    ...(notes ? ['Notes:', notes, ''] : []),
    `Slice: ${slice.name}`,
    `Test: ${slice.testCode} - ${slice.testName}`,
    ...(slice.phenotypeNames.length > 0 ? [`Phenotypes: ${slice.phenotypeNames.join(', ')}`] : []),
    `Genes (${slice.genes.length}): ${slice.genes.join(', ')}`,
    '',
    `Phenotype terms from the Human Phenotype Ontology, release ${slice.hpoVersion}.`,
    slice.hpoAcknowledgement,
  ];
  return {
    to: recipients.join(', '),
    subject: forwardSliceSubject,
    text: lines.join('\n'),
    attachments: [
      {
        filename: requisition.fileName,
        contentType: 'application/pdf',
        content: requisition.bytes,
      },
    ],
  };
}
