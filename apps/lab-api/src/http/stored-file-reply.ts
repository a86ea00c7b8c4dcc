// How a stored file (an order document, a lab reply's attachment) is sent: its type, a download
// file name, never cached, and its MD5 as ETag and for the client's integrity check; and the
// download call both share (scoped lookup, 404 when missing, one audit row either way).
import type { CallDescriptor } from '@loci/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { Caller } from '../accounts/caller.js';
import type { AuditEntry } from '../audit/record-audit.js';
import type { LabKysely } from '../db/create-database.js';
import { contentDisposition } from './content-disposition.js';
import { problems } from './http-problem.js';
import { registerCall, requestedId, type CallRegistry } from './register-call.js';

export interface StoredFileHeaders {
  name: string;
  mime_type: string;
  md5: string;
}

/** Sets the headers of a stored file's download and answers its bytes. */
export function storedFileReply(reply: FastifyReply, file: StoredFileHeaders, bytes: Uint8Array) {
  reply
    .header('content-type', file.mime_type)
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'no-store')
    .header('etag', `"${file.md5}"`)
    .header('x-content-md5', file.md5);
  return bytes;
}

/** A stored file's row as a scoped lookup answers it: its account's number and its storage key. */
export interface ScopedStoredFile extends StoredFileHeaders {
  id: number;
  cmid: string;
  storage_key: string;
}

export interface StoredFileDownload<File extends ScopedStoredFile> {
  action: string;
  entityType: string;
  /** The id the request names (the audit's entity when nothing is found). */
  requestedId: number;
  /** The file if it is in the caller's approved accounts. */
  file: File | undefined;
  /** Its bytes, from the store that keeps them. */
  read(storageKey: string): Promise<Uint8Array | undefined>;
  notFoundMessage: string;
  /** What the success audit row says besides the size (ids only, never PHI). */
  detail(file: File): Record<string, unknown>;
}

/**
 * Answers the download of a stored file of the caller's accounts, with one audit row either way.
 * A file the caller cannot see, or whose bytes are gone (a different fault, told by the reason
 * and the account number), answers 404.
 */
export async function downloadStoredFile<File extends ScopedStoredFile>(
  {
    audit,
    reply,
  }: { audit(entry: Omit<AuditEntry, 'actorSubject'>): Promise<void>; reply: FastifyReply },
  download: StoredFileDownload<File>,
) {
  const { action, entityType, file } = download;
  const bytes = file ? await download.read(file.storage_key) : undefined;
  if (!file || !bytes) {
    await audit({
      action,
      outcome: 'failure',
      entityType,
      entityId: download.requestedId,
      ...(file ? { accountNumber: file.cmid } : {}),
      detail: { reason: file ? 'content_missing' : 'not_found' },
    });
    throw problems.notFound(download.notFoundMessage);
  }
  await audit({
    action,
    entityType,
    entityId: file.id,
    accountNumber: file.cmid,
    detail: { ...download.detail(file), size: bytes.length },
  });
  return storedFileReply(reply, file, bytes);
}

/** A download call whose path names the stored file by one id parameter. */
export interface StoredFileDownloadRoute<
  File extends ScopedStoredFile,
  Param extends string,
> extends Pick<
  StoredFileDownload<File>,
  'action' | 'entityType' | 'read' | 'notFoundMessage' | 'detail'
> {
  /** The path parameter that holds the file's id. */
  idParam: Param;
  /** The file if it is in the caller's approved accounts. */
  find(db: LabKysely, caller: Caller, id: number): Promise<File | undefined>;
}

/**
 * Registers the download of a stored file of the caller's accounts (any role): a request refused
 * before the handler is audited under the same action, with the id its path names.
 */
export function registerStoredFileDownload<File extends ScopedStoredFile, Param extends string>(
  app: FastifyInstance,
  registry: CallRegistry,
  call: CallDescriptor<{ params: z.ZodMiniType<Record<Param, number>> }, z.ZodMiniType<Uint8Array>>,
  route: StoredFileDownloadRoute<File, Param>,
): void {
  const { idParam, find, ...download } = route;
  registerCall(app, registry, call, {
    access: { scope: 'accounts', roles: allAccessTypes },
    auditRefusals: {
      action: route.action,
      entityType: route.entityType,
      entityId: (request: FastifyRequest) =>
        requestedId((request.params as Record<string, unknown>)[idParam]),
    },
    async handler(context) {
      const id = context.input.params[idParam];
      const file = await find(context.db, context.caller, id);
      return downloadStoredFile(context, { ...download, requestedId: id, file });
    },
  });
}
