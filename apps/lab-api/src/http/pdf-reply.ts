// How a PDF the server makes is sent (requisition forms, reports, slice requisitions, lab forms).
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

export interface PdfReplyOptions {
  /** Shown in the browser rather than saved (a report's view). */
  inline?: boolean;
  /** Never cached unless said otherwise: most of these PDFs carry patient data. */
  cacheControl?: string;
}

/** Sets a PDF's headers (type, file name, caching) and answers its bytes. */
export function pdfReply(
  reply: FastifyReply,
  fileName: string,
  bytes: Uint8Array,
  options: PdfReplyOptions = {},
): Buffer {
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      contentDisposition(fileName, options.inline ? 'inline' : 'attachment'),
    )
    .header('cache-control', options.cacheControl ?? 'no-store');
  return Buffer.from(bytes);
}
