// How a stored file (an order document, a lab reply's attachment) is sent: its type, a download
// file name, never cached, and its MD5 as ETag and for the client's integrity check.
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

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
