import { createHash, randomUUID } from 'node:crypto';
import {
  deleteDocument,
  documentBeacon,
  downloadDocument,
  listOrderDocuments,
  maxUploadBase64Length,
  tagDocument,
  uploadDocument,
  type CallRequest,
  type OrderDocument,
} from '@loci/contract';
import { DocumentStatuses } from '@loci/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { LabKysely } from '../db/create-database.js';
import { contentDisposition } from '../http/content-disposition.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { refuseNotFound } from '../http/not-found-audit.js';
import { registerStoredFileDownload } from '../http/stored-file-reply.js';
import {
  registerCall,
  requestedId,
  type CallContext,
  type CallRegistry,
} from '../http/register-call.js';
import {
  deleteDocumentRow,
  findScopedDocument,
  insertOrderDocument,
  orderDocumentRows,
  orderDocumentSummary,
  replaceDocumentTags,
} from './document-records.js';
import type { OrderDocumentTable } from './document-schema.js';
import { findScopedOrder } from '../orders/order-records.js';
import { documentStoreFromEnvironment, type DocumentStore } from './document-store.js';
import type { DocumentStorageSettings } from '../config.js';
import { checkUpload } from './upload-type.js';
import {
  decodeContent,
  fileContentMismatchMessage,
  fileTypeRefusedMessage,
} from './upload-content.js';
import { documentEvent, orderEvent, type AuditAction } from '../audit/record-audit.js';

// Kept here too for callers of the documents' routes module (the header is http's).
export { contentDisposition };
// The upload rules, shared with the lab desk's reply attachments (in their own module).
export {
  decodeContent,
  fileContentMismatchMessage,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
} from './upload-content.js';

function toDocument(row: Selectable<OrderDocumentTable>): OrderDocument {
  return {
    id: row.id,
    billingDocumentId: row.billing_document_id,
    orderId: row.order_id,
    name: row.name,
    md5: row.md5,
    mimeType: row.mime_type,
    notes: row.notes,
    uploadStatus: (DocumentStatuses as readonly string[]).includes(row.upload_status)
      ? (row.upload_status as OrderDocument['uploadStatus'])
      : 'None',
    createdDate: new Date(row.created_at).toISOString(),
    size: row.size_bytes,
    documentContentByte: null,
    tags: row.tags,
  };
}

/** The id a request names in its path or query (for audits of refused requests). */
const documentIdOf = (request: FastifyRequest) =>
  requestedId((request.params as Record<string, unknown>).documentId);
const orderIdOfPath = (request: FastifyRequest) =>
  requestedId((request.params as Record<string, unknown>).orderId);
const orderIdOfQuery = (request: FastifyRequest) =>
  requestedId((request.query as Record<string, unknown>).orderId);

/** What a handler needs to look up the caller's rows and audit a refusal. */
type Lookup = Pick<CallContext<CallRequest>, 'caller' | 'db' | 'audit'>;

/** The caller's order, or a 404 audited as `action` on the order named. */
async function scopedOrderOr404(
  { caller, db, audit }: Lookup,
  action: AuditAction,
  { orderId }: { orderId: number },
) {
  const order = await findScopedOrder(db, caller, orderId);
  if (order) return order;
  const target = { action, entityType: 'order', entityId: orderId };
  return refuseNotFound(audit, target, 'Order not found');
}

/**
 * The caller's document, or a 404 audited as `action` on the document named; with `orderId`, a
 * document of another order is not found either (and the audit row names the order too).
 */
async function scopedDocumentOr404(
  { caller, db, audit }: Lookup,
  action: AuditAction,
  { documentId, orderId }: { documentId: number; orderId?: number },
) {
  const document = await findScopedDocument(db, caller, documentId);
  if (document && (orderId === undefined || document.order_id === orderId)) return document;
  const target = {
    action,
    entityType: 'document',
    entityId: documentId,
    ...(orderId === undefined ? {} : { detail: { orderId } }),
  };
  return refuseNotFound(audit, target, 'Document not found');
}

export function createDocumentRoutes(
  storeFor: (db: LabKysely, settings: DocumentStorageSettings) => DocumentStore,
): (app: FastifyInstance, registry: CallRegistry) => void {
  return (app, registry) => {
    const store = storeFor(registry.db, registry.config.documentStorage);

    registerCall(app, registry, listOrderDocuments, {
      access: { scope: 'accounts', roles: allAccessTypes },
      auditRefusals: { action: 'document.list', entityType: 'order', entityId: orderIdOfPath },
      async handler({ input, caller, db, audit }) {
        const order = await scopedOrderOr404({ caller, db, audit }, 'document.list', input.params);
        const rows = await orderDocumentRows(db, order.id);
        await audit(orderEvent('document.list', order.id, order.cmid, { documents: rows.length }));
        return rows.map(toDocument);
      },
    });

    registerCall(app, registry, uploadDocument, {
      access: { scope: 'accounts', roles: allAccessTypes },
      // Capped before the body is buffered: the base64 of 20 MB plus room for the JSON around it.
      bodyLimit: maxUploadBase64Length + 65_536,
      // A body over the limit is refused before the handler: audited all the same.
      auditRefusals: { action: 'document.upload', entityType: 'order', entityId: orderIdOfQuery },
      async handler({ input, caller, db, audit, reply }) {
        const { orderId, documentName, documentCategory, notes } = input.query;
        const order = await scopedOrderOr404({ caller, db, audit }, 'document.upload', { orderId });
        // A refused upload's row says the reason (and status or size) only: never the content
        // or the file's name.
        const auditRefused = (detail: Record<string, unknown>) =>
          audit({
            ...orderEvent('document.upload', order.id, order.cmid, detail),
            outcome: 'failure',
          });
        let bytes: Buffer;
        try {
          bytes = decodeContent(input.body);
        } catch (error) {
          await auditRefused({
            reason: error instanceof HttpProblem ? error.errors[0]?.code : 'invalid_content',
            status: error instanceof HttpProblem ? error.statusCode : 400,
          });
          throw error;
        }
        const checked = await checkUpload(documentName, bytes);
        if (!checked.ok) {
          await auditRefused({ reason: checked.reason, size: bytes.length });
          throw new HttpProblem(415, [
            {
              code: 'unsupported_file_type',
              message:
                checked.reason === 'name' ? fileTypeRefusedMessage : fileContentMismatchMessage,
              path: checked.reason === 'name' ? 'documentName' : 'content',
            },
          ]);
        }
        const md5 = createHash('md5').update(bytes).digest('hex');
        const key = randomUUID();
        await store.put(key, bytes);
        let row;
        try {
          row = await insertOrderDocument(db, {
            order_id: order.id,
            account_id: order.account_id,
            name: documentName,
            md5,
            mime_type: checked.upload.mimeType,
            size_bytes: bytes.length,
            notes: notes ?? null,
            document_category: documentCategory,
            upload_status: 'Ok',
            storage: store.kind,
            storage_key: key,
            created_by: caller.identity.email.toLowerCase(),
          });
        } catch (error) {
          await store.delete(key);
          throw error;
        }
        await audit(
          documentEvent('document.upload', row.id, order.cmid, {
            orderId: order.id,
            size: bytes.length,
            md5,
            type: checked.upload.type,
          }),
        );
        reply.header('location', `/api/portal/v1.0.1/documentUpload/document/${row.id}`);
        return { DocumentId: row.id, md5, size: bytes.length, mimeType: checked.upload.mimeType };
      },
    });

    registerCall(app, registry, tagDocument, {
      access: { scope: 'accounts', roles: allAccessTypes },
      auditRefusals: {
        action: 'document.tag',
        entityType: 'document',
        entityId: (request) => {
          const id = (request.body as { DocumentId?: unknown } | undefined)?.DocumentId;
          return Number.isSafeInteger(id) ? (id as number) : null;
        },
      },
      async handler({ input, caller, db, audit }) {
        const { DocumentId, EntityId, Tags } = input.body;
        const document = await scopedDocumentOr404({ caller, db, audit }, 'document.tag', {
          documentId: DocumentId,
          orderId: EntityId,
        });
        const row = await replaceDocumentTags(db, DocumentId, [...new Set(Tags)]);
        await audit(
          documentEvent('document.tag', DocumentId, document.cmid, {
            orderId: EntityId,
            tags: row.tags,
          }),
        );
        return toDocument(row);
      },
    });

    registerCall(app, registry, deleteDocument, {
      access: { scope: 'accounts', roles: allAccessTypes },
      auditRefusals: { action: 'document.delete', entityType: 'document', entityId: documentIdOf },
      async handler({ input, caller, db, audit }) {
        const document = await scopedDocumentOr404(
          { caller, db, audit },
          'document.delete',
          input.params,
        );
        await deleteDocumentRow(db, document.id);
        await store.delete(document.storage_key);
        await audit(
          documentEvent('document.delete', document.id, document.cmid, {
            orderId: document.order_id,
            md5: document.md5,
          }),
        );
        return { DocumentId: document.id };
      },
    });

    registerStoredFileDownload(app, registry, downloadDocument, {
      action: 'document.download',
      entityType: 'document',
      idParam: 'documentId',
      find: findScopedDocument,
      read: (key) => store.get(key),
      notFoundMessage: 'Document not found',
      detail: (found) => ({ orderId: found.order_id }),
    });

    registerCall(app, registry, documentBeacon, {
      access: { scope: 'accounts', roles: allAccessTypes },
      async handler({ input, caller, db }) {
        const order = await findScopedOrder(db, caller, input.params.orderId);
        if (!order) throw problems.notFound('Order not found');
        const summary = await orderDocumentSummary(db, order.id);
        return {
          orderId: order.id,
          documentCount: Number(summary.count),
          lastChangedDate: summary.last ? new Date(summary.last).toISOString() : null,
        };
      },
    });
  };
}

export const registerDocumentRoutes = createDocumentRoutes((db, settings) =>
  documentStoreFromEnvironment(db, settings),
);
