// Documents on an order (document 2 section 7.1): list, upload (JSON body with the content as
// base64), tag, download, delete, and the beacon the portal polls.
import {
  AcceptedUploadTypes,
  DocumentCategories,
  DocumentStatuses,
  DocumentUploadCategoryValue,
  MaxUploadSizeBytes,
} from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  fieldMessages,
  largestRowId,
  optionalText,
  rowIdField,
  trimmedRequired,
} from '../call/fields.js';

/** A document of an order (document 1 section 3); the content travels only in downloads. */
export const documentSchema = z.object({
  id: z.number().check(z.int()),
  billingDocumentId: z.nullable(z.number().check(z.int())),
  orderId: z.number().check(z.int()),
  name: z.string(),
  md5: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  mimeType: z.string(),
  notes: z.nullable(z.string()),
  uploadStatus: z.enum(DocumentStatuses),
  createdDate: z.string(),
  /** Size in bytes (the content itself comes from the download call). */
  size: z.number().check(z.int()),
  documentContentByte: z.null(),
  tags: z.array(z.string()),
});
export type OrderDocument = z.infer<typeof documentSchema>;

/** The largest base64 text of an accepted file (4 characters per 3 bytes). */
export const maxUploadBase64Length = Math.ceil(MaxUploadSizeBytes / 3) * 4;

/** An uploaded file's bytes as base64: not empty, at most 20 MB once decoded. */
export const uploadedFileContentField = z
  .string()
  .check(
    z.minLength(1, fieldMessages.required),
    z.maxLength(maxUploadBase64Length, 'The file is larger than 20 MB'),
  );

/** The document's name as the user chose it: kept as text, never used to build a path. */
export const documentNameField = trimmedRequired(255).check(
  z.refine(
    (name) => [...name].every((character) => character >= ' ' && character !== '\u007f'),
    fieldMessages.validCharacters,
  ),
);

export const uploadDocumentQuerySchema = z.object({
  orderId: rowIdField,
  documentName: documentNameField,
  /** The spec sends 1. */
  documentCategory: z._default(z.coerce.number().check(z.int()), DocumentUploadCategoryValue),
  mimeType: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  notes: optionalText(1000),
});

/** The content as a base64 JSON string, or an object holding it. */
export const uploadDocumentBodySchema = z.pipe(
  z.union([
    z.string(),
    z.pipe(
      z.object({ documentContentByte: z.string() }),
      z.transform((body) => body.documentContentByte),
    ),
    z.pipe(
      z.object({ content: z.string() }),
      z.transform((body) => body.content),
    ),
  ]),
  uploadedFileContentField,
);

export const documentCategorySchema = z.enum(DocumentCategories);

/** The bytes of a download (sent as an attachment, not as JSON). */
export const documentBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const documentCalls = defineCalls(
  { feature: 'documents', ...portalApi, wrapped: true },
  {
    listOrderDocuments: {
      summary: 'Documents of an order',
      method: 'GET',
      path: '/documentUpload/order/{orderId}',
      request: { params: z.object({ orderId: rowIdField }) },
      response: z.array(documentSchema),
    },
    uploadDocument: {
      summary: `Uploads a document to an order (${AcceptedUploadTypes.join(', ')}; at most 20 MB)`,
      method: 'POST',
      path: '/documentUpload/order',
      request: { query: uploadDocumentQuerySchema, body: uploadDocumentBodySchema },
      response: z.object({
        DocumentId: z.number().check(z.int()),
        md5: z.string(),
        size: z.number().check(z.int()),
        mimeType: z.string(),
      }),
      successStatus: 201,
      idempotent: true,
    },
    tagDocument: {
      summary: 'Sets the tags (document categories) of a document of an order',
      method: 'POST',
      path: '/documentUpload/tags',
      request: {
        body: z.object({
          DocumentId: z.number().check(z.int(), z.positive(), z.lte(largestRowId)),
          /** The order the document belongs to. */
          EntityId: z.number().check(z.int(), z.positive(), z.lte(largestRowId)),
          Tags: z.array(documentCategorySchema).check(z.maxLength(DocumentCategories.length)),
        }),
      },
      response: documentSchema,
    },
    deleteDocument: {
      summary: 'Deletes a document of an order',
      method: 'DELETE',
      path: '/documentUpload/order/{documentId}',
      request: { params: z.object({ documentId: rowIdField }) },
      response: z.object({ DocumentId: z.number().check(z.int()) }),
    },
    downloadDocument: {
      summary: 'The document’s bytes, as an attachment with its file name',
      method: 'GET',
      path: '/documentUpload/document/{documentId}',
      wrapped: false,
      request: { params: z.object({ documentId: rowIdField }) },
      response: documentBytesSchema,
    },
    documentBeacon: {
      summary: 'How many documents an order has and when the last changed (polled by the portal)',
      method: 'GET',
      path: '/documentUpload/beacon/{orderId}',
      request: { params: z.object({ orderId: rowIdField }) },
      response: z.object({
        orderId: z.number().check(z.int()),
        documentCount: z.number().check(z.int()),
        lastChangedDate: z.nullable(z.string()),
      }),
    },
  },
);

export const {
  listOrderDocuments,
  uploadDocument,
  tagDocument,
  deleteDocument,
  downloadDocument,
  documentBeacon,
} = documentCalls;
