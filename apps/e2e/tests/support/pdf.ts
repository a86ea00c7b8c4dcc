// A downloaded PDF's bytes and the text it shows, extracted as a reader does (PDF.js through
// unpdf): the lab's PDFs embed a Unicode font, so their strings are glyph ids, not Latin-1 bytes.
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
