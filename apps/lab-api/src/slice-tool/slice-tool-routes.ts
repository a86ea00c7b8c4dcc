// The slice tool (document 2 §7.1 "Slice tool") and text-to-HPO. Gene, phenotype and slice
// look-ups and saved slices need a signed-in user with a profile; an ordered slice's status,
// genes and requisition need access to the order's account (other orders do not exist: 404).
import {
  convertTextToHpo,
  fetchPredefinedSlices,
  forwardSlice,
  getOfflineSliceRequisition,
  getSliceDetails,
  getSliceGeneInfo,
  getSliceGeneInfoByGeneSymbol,
  getSliceGeneInfoByPhenotypeId,
  getSliceGeneInfoByPhenotypeName,
  getSliceGeneInfoByPredefinedSlice,
  getSliceGenesDetails,
  getSliceRequisition,
  getSliceReview,
  getSliceStatusAndGenes,
  getSliceTestCodes,
  saveOfflineSlice,
  searchPhenotypeOrGene,
  type OfflineSlice,
} from '@loci/contract';
import {
  SliceTestLimitsList,
  fittingSliceTestCode,
  numericOrderStatusLabel,
  sliceReviewProblems,
  sliceTestLimits,
  unknownGenesMessage,
  unknownPhenotypesMessage,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { pdfReply } from '../http/pdf-reply.js';
import { problems } from '../http/http-problem.js';
import { readOf, registerCall, type CallRegistry } from '../http/register-call.js';
import { requireOrder } from '../orders/order-records.js';
import {
  genesDetails,
  predefinedSlices,
  searchGenes,
  searchPhenotypes,
  sliceGeneInfo,
  type SliceSelectionInput,
} from './gene-sets.js';
import { hpoData } from './hpo-data.js';
import {
  findOfflineSlice,
  findOrderedSliceTest,
  requireOfflineSlice,
  saveOfflineSliceRecord,
} from './offline-slice-records.js';
import { renderSliceRequisitionPdf } from './slice-requisition-pdf.js';
import {
  forwardSliceMail,
  hpoSource,
  orderedSliceGenes,
  reviewSlice,
  sliceTestCodes,
  toOfflineSlice,
} from './slice-tool-rules.js';
import { maxTextToHpoLength, textToHpo, textTooLongMessage } from './text-to-hpo.js';

const profile = { scope: 'profile' } as const;
const orderAccess = { scope: 'accounts', roles: allAccessTypes } as const;

async function offlineSliceRequisition(slice: OfflineSlice) {
  const fileName = `slice-${slice.offlineOrderId}.pdf`;
  const bytes = await renderSliceRequisitionPdf({
    title: `Slice requisition, saved slice ${slice.offlineOrderId}`,
    fileName,
    reference: `Saved slice ID: ${slice.offlineOrderId}`,
    sliceName: slice.name,
    testCode: slice.testCode,
    testName: slice.testName,
    phenotypes: slice.hpoIds.map(
      (hpoId, index) => `${slice.phenotypeNames[index] ?? ''} (${hpoId})`,
    ),
    predefinedSlices: slice.predefinedSliceNames,
    genes: slice.genes,
  });
  return { fileName, bytes };
}

export function registerSliceToolRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, convertTextToHpo, {
    access: profile,
    async handler({ input }) {
      const { text } = input.body;
      // The contract refuses longer texts; the recogniser guards itself as well.
      if (text.length > maxTextToHpoLength) {
        throw problems.badRequest([{ code: 'too_big', message: textTooLongMessage, path: 'text' }]);
      }
      const result = textToHpo(hpoData().index, text);
      const mention = ({
        hpoId,
        name,
        matchedText,
        start,
        end,
      }: (typeof result.matches)[number]) => ({
        hpoId,
        name,
        matchedText,
        start,
        end,
      });
      return {
        ...hpoSource,
        hpoIds: result.hpoIds,
        hpoNames: result.hpoNames,
        mentions: result.matches.filter((match) => !match.negated).map(mention),
        excluded: result.matches.filter((match) => match.negated).map(mention),
      };
    },
  });

  registerCall(app, registry, fetchPredefinedSlices, {
    access: profile,
    async handler() {
      return predefinedSlices();
    },
  });

  registerCall(app, registry, searchPhenotypeOrGene, {
    access: profile,
    async handler({ input }) {
      const term = input.params.searchTerm;
      return { ...hpoSource, genes: searchGenes(term), phenotypes: searchPhenotypes(term) };
    },
  });

  // Each look-up's body is one part of a selection (or a whole one): the contract's schemas keep
  // only their own keys, so every body is a selection as it stands.
  const geneInfo = {
    access: profile,
    async handler({ input }: { input: { body: SliceSelectionInput } }) {
      return { ...hpoSource, ...sliceGeneInfo(input.body) };
    },
  };
  registerCall(app, registry, getSliceGeneInfoByGeneSymbol, geneInfo);
  registerCall(app, registry, getSliceGeneInfoByPhenotypeId, geneInfo);
  registerCall(app, registry, getSliceGeneInfoByPhenotypeName, geneInfo);
  registerCall(app, registry, getSliceGeneInfoByPredefinedSlice, geneInfo);
  registerCall(app, registry, getSliceGeneInfo, geneInfo);

  registerCall(app, registry, getSliceGenesDetails, {
    access: profile,
    async handler({ input }) {
      return { ...hpoSource, ...genesDetails(input.body.geneSymbols) };
    },
  });

  registerCall(app, registry, getSliceReview, {
    access: profile,
    async handler({ input }) {
      const { testCode, ...selection } = input.body;
      return reviewSlice(selection, testCode);
    },
  });

  registerCall(app, registry, getSliceTestCodes, {
    access: profile,
    async handler({ input }) {
      const count = input.body.geneCount;
      return {
        tests: SliceTestLimitsList.map((test) => ({ ...test })),
        fittingTestCode: count === null || count === undefined ? null : fittingSliceTestCode(count),
      };
    },
  });

  registerCall(app, registry, saveOfflineSlice, {
    access: profile,
    async handler({ input, profileCaller, db }) {
      const body = input.body;
      // The saved set is the genes sent; its phenotypes and predefined slices say where they came from.
      const info = sliceGeneInfo({ geneSymbols: body.geneSymbols });
      const sources = sliceGeneInfo({
        hpoIds: body.hpoIds,
        predefinedSlices: body.predefinedSlices,
      });
      // The same rules as the portal's review, with the domain's messages.
      const refusals = [
        ...(info.unknownGeneSymbols.length > 0
          ? [
              {
                code: 'unknown_genes',
                message: unknownGenesMessage(info.unknownGeneSymbols),
                path: 'geneSymbols',
              },
            ]
          : []),
        ...(sources.unknownHpoIds.length > 0
          ? [
              {
                code: 'unknown_phenotypes',
                message: unknownPhenotypesMessage(sources.unknownHpoIds),
                path: 'hpoIds',
              },
            ]
          : []),
        ...(sources.unknownPredefinedSlices.length > 0
          ? [
              {
                code: 'unknown_slices',
                message: `Unknown predefined slices: ${sources.unknownPredefinedSlices.join(', ')}`,
                path: 'predefinedSlices',
              },
            ]
          : []),
        ...sliceReviewProblems(body.testCode, info.genes.length).map((message) => ({
          code: 'slice_limits',
          message,
          path: 'geneSymbols',
        })),
      ];
      if (refusals.length > 0) throw problems.badRequest(refusals);
      const record = await saveOfflineSliceRecord(db, {
        ownerEmail: profileCaller.identity.email,
        name: body.name,
        testCode: body.testCode,
        genes: info.genes,
        hpoIds: body.hpoIds,
        predefinedSlices: body.predefinedSlices,
      });
      return toOfflineSlice(record);
    },
  });

  registerCall(app, registry, getSliceDetails, {
    access: profile,
    async handler({ input, profileCaller, db }) {
      const record = await requireOfflineSlice(
        db,
        profileCaller.identity.email,
        input.body.offlineOrderId,
      );
      return toOfflineSlice(record);
    },
  });

  registerCall(app, registry, getOfflineSliceRequisition, {
    access: profile,
    async handler({ input, profileCaller, db, reply }) {
      const record = await requireOfflineSlice(
        db,
        profileCaller.identity.email,
        input.params.offlineOrderId,
      );
      const file = await offlineSliceRequisition(toOfflineSlice(record));
      return pdfReply(reply, file.fileName, file.bytes);
    },
  });

  /** An order's slice test and its genes, for a caller with access to the order. */
  const orderedSlice = async (
    db: Parameters<typeof requireOrder>[0],
    caller: Parameters<typeof requireOrder>[1],
    orderId: number,
  ) => {
    const order = await requireOrder(db, caller, orderId);
    const test = await findOrderedSliceTest(db, order.id, sliceTestCodes);
    if (!test) throw problems.notFound('The order has no slice test');
    const owner = test.createdBy ?? caller.identity.email;
    const saved = test.savedSliceName
      ? await findOfflineSlice(db, owner, { name: test.savedSliceName })
      : undefined;
    const { genes } = orderedSliceGenes(test, saved);
    return { test, saved, genes };
  };

  registerCall(app, registry, getSliceStatusAndGenes, {
    access: orderAccess,
    readAudit: readOf('order', 'order.slice.read', (input) => input.params.sliceOrderId),
    async handler({ input, caller, db }) {
      const { test, saved, genes } = await orderedSlice(db, caller, input.params.sliceOrderId);
      return {
        orderId: test.orderId,
        testCode: test.testCode,
        testName: sliceTestLimits(test.testCode)?.name ?? test.testCode,
        status:
          test.status === 0
            ? test.labStatus
            : (numericOrderStatusLabel(test.status) ?? String(test.status)),
        sliceName: test.savedSliceName ?? test.userEnteredSliceName ?? saved?.name ?? null,
        genes,
        phenotypeNames: test.phenotypeNames,
      };
    },
  });

  registerCall(app, registry, getSliceRequisition, {
    access: orderAccess,
    readAudit: readOf('order', 'order.slice.requisition.download', (input) => input.params.orderId),
    async handler({ input, caller, db, reply }) {
      const { test, genes } = await orderedSlice(db, caller, input.params.orderId);
      const fileName = `slice-requisition-${test.orderId}.pdf`;
      const bytes = await renderSliceRequisitionPdf({
        title: `Slice requisition, order ${test.orderId}`,
        fileName,
        reference: `Order ID: ${test.orderId}`,
        sliceName: test.savedSliceName ?? test.userEnteredSliceName,
        testCode: test.testCode,
        testName: sliceTestLimits(test.testCode)?.name ?? test.testCode,
        phenotypes: test.phenotypeNames,
        predefinedSlices: test.preDefinedSliceNames,
        genes,
      });
      return pdfReply(reply, fileName, bytes);
    },
  });

  registerCall(app, registry, forwardSlice, {
    access: profile,
    async handler({ input, profileCaller, db, audit }) {
      const { offlineOrderId, ToEmailAddresses, Notes } = input.body;
      const record = await requireOfflineSlice(db, profileCaller.identity.email, offlineOrderId);
      if (!registry.delivery) throw new Error('Forwarding a slice needs the delivery job queue');
      const slice = toOfflineSlice(record);
      const requisition = await offlineSliceRequisition(slice);
      const sender =
        [profileCaller.profile.first_name, profileCaller.profile.last_name]
          .filter(Boolean)
          .join(' ') || profileCaller.identity.email;
      const queued = await registry.delivery.mailer.enqueue(
        forwardSliceMail(slice, ToEmailAddresses, Notes, sender, requisition),
      );
      await audit({
        action: 'slice.forward_email',
        entityType: 'offline_slice',
        entityId: offlineOrderId,
        detail: { recipients: ToEmailAddresses, mailId: queued.mailId },
      });
      return { offlineOrderId, ToEmailAddresses, Status: 'Queued' as const };
    },
  });
}
