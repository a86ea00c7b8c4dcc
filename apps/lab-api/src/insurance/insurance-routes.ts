import {
  getInsuranceByCode,
  lookupInsuranceByCard,
  searchInsurancePlans,
  searchInsurancePlansForMessaging,
} from '@loci/contract';
import { InsuranceCardLookupFailure, MaxUploadSizeBytes } from '@loci/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkUpload } from '../documents/upload-type.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { LocalInsuranceCardReader, type InsuranceCardReader } from './insurance-card-reader.js';
import { findInsurancePlans, insurancePlanByCode, matchCardPlan } from './insurance-records.js';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** The multipart field that carries the card (the portal's form names it so). */
export const cardFileField = 'file';

/** Card images and PDFs: the accepted upload types a card can be. */
const cardTypes: ReadonlySet<string> = new Set(['gif', 'jpg', 'pdf', 'png', 'tiff']);

export const cardTooLargeMessage = 'The file is larger than 20 MB';
export const cardTypeRefusedMessage = 'Only gif, jpeg, jpg, pdf, png or tiff cards can be read';

/**
 * A card by name and by content (magic bytes; name and content agree), and an image or PDF: the
 * same check for the multipart and the JSON (base64) uploads.
 */
async function checkCard(
  fileName: string,
  bytes: Buffer,
): Promise<
  { ok: true; mimeType: string } | { ok: false; reason: 'name' | 'content' | 'mismatch' }
> {
  const checked = await checkUpload(fileName, bytes);
  if (!checked.ok) return checked;
  if (!cardTypes.has(checked.upload.type)) return { ok: false, reason: 'name' };
  return { ok: true, mimeType: checked.upload.mimeType };
}

function cardTypeRefused(path: string): HttpProblem {
  return new HttpProblem(415, [
    { code: 'unsupported_file_type', message: cardTypeRefusedMessage, path },
  ]);
}

/** One file of at most 20 MB (busboy keeps no bytes past it) and a few small fields, ignored. */
const cardUploadLimits = {
  fileSize: MaxUploadSizeBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
};

/**
 * A multipart card upload, read before the call's checks: the one file, capped at 20 MB while it
 * streams (413 past it), checked by name and by content (415 unless an image or PDF whose content
 * matches its name), then handed to the call as the JSON body it documents.
 */
async function readMultipartCard(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  if (!request.identity) throw problems.unauthorized();
  const tooLarge = () =>
    new HttpProblem(413, [{ code: 'payload_too_large', message: cardTooLargeMessage }]);
  let part;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: cardUploadLimits });
    bytes = part ? await part.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  // The parser cut the file at the limit; its own 413 can lose a race with the stream's end
  // (seen once in CI: a 20 MB + 1 byte card answered 200), so the cut is checked here too.
  if (part?.file.truncated) throw tooLarge();
  if (!part || part.fieldname !== cardFileField || bytes.length === 0) {
    throw problems.badRequest([
      { code: 'required', message: 'This field is required', path: cardFileField },
    ]);
  }
  const checked = await checkCard(part.filename, bytes);
  if (!checked.ok) throw cardTypeRefused(cardFileField);
  request.body = {
    fileName: part.filename,
    mimeType: checked.mimeType,
    content: bytes.toString('base64'),
  };
}

export function createInsuranceRoutes(
  reader: InsuranceCardReader,
): (app: FastifyInstance, registry: CallRegistry) => void {
  return (app, registry) => {
    registerCall(app, registry, getInsuranceByCode, {
      access: { scope: 'signed-in' },
      async handler({ input, db }) {
        const plan = await insurancePlanByCode(db, input.params.code);
        if (!plan) throw problems.notFound('Insurance not found');
        return plan;
      },
    });

    registerCall(app, registry, searchInsurancePlans, {
      access: { scope: 'signed-in' },
      handler: async ({ input: { params, query }, db }) =>
        findInsurancePlans(db, params.searchTerm, params.paymentType, query.limit),
    });

    registerCall(app, registry, searchInsurancePlansForMessaging, {
      access: { scope: 'signed-in' },
      handler: async ({ input: { params, query }, db }) =>
        findInsurancePlans(db, params.search_term, query.payment_type, query.limit),
    });

    // The card look-up takes a multipart/form-data upload (one file, capped while it streams)
    // or, as before, JSON with the file as base64; a scope of its own keeps the multipart parser
    // off every other route.
    void app.register(async (scope) => {
      await scope.register(multipart, { limits: cardUploadLimits, throwFileSizeLimit: true });
      scope.addHook('preValidation', readMultipartCard);
      registerCall(scope, registry, lookupInsuranceByCard, {
        access: { scope: 'profile' },
        bodyLimit: Math.ceil(MaxUploadSizeBytes / 3) * 4 + 16_384,
        // The multipart card's refusals (413, 415, 400) come before the handler: audited too.
        auditRefusals: {
          action: 'insurance.card_lookup',
          entityType: 'insurance_card',
          entityId: () => null,
        },
        async handler({ input, db, audit, request }) {
          const { content, fileName, mimeType } = input.body;
          const bytes = base64Pattern.test(content) ? Buffer.from(content, 'base64') : undefined;
          // A JSON upload is checked as a multipart one is (that one was checked on arrival).
          if (bytes && bytes.length > 0 && !request.isMultipart()) {
            const refusal =
              bytes.length > MaxUploadSizeBytes
                ? new HttpProblem(413, [
                    { code: 'payload_too_large', message: cardTooLargeMessage, path: 'content' },
                  ])
                : await checkCard(fileName, bytes).then((checked) =>
                    checked.ok
                      ? undefined
                      : cardTypeRefused(checked.reason === 'name' ? 'fileName' : 'content'),
                  );
            if (refusal) {
              await audit({
                action: 'insurance.card_lookup',
                outcome: 'failure',
                entityType: 'insurance_card',
                detail: {
                  reason: refusal.errors[0]?.code,
                  size: bytes.length,
                  multipart: false,
                },
              });
              throw refusal;
            }
          }
          let fields;
          if (bytes && bytes.length > 0 && bytes.length <= MaxUploadSizeBytes) {
            try {
              fields = await reader.read({ bytes, fileName, mimeType });
            } catch (error) {
              request.log.warn({ err: error }, 'insurance card reader failed');
            }
          }
          await audit({
            action: 'insurance.card_lookup',
            outcome: fields ? 'success' : 'failure',
            entityType: 'insurance_card',
            detail: { size: bytes?.length ?? 0, multipart: request.isMultipart() },
          });
          if (!fields) return { ...InsuranceCardLookupFailure };
          return {
            error: false as const,
            insurance: await matchCardPlan(db, fields.planCode, fields.planName),
            ...fields,
          };
        },
      });
    });
  };
}

export const registerInsuranceRoutes = createInsuranceRoutes(new LocalInsuranceCardReader());
