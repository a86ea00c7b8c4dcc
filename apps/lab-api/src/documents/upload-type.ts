// What an upload is, by its content (magic bytes, with file-type) and by its name; both must
// agree and be one of the accepted types (gif, jpeg, jpg, pdf, png, tiff, xls, xlsx).
import {
  AcceptedUploadTypes,
  UploadMimeTypes,
  isAcceptedUploadFileName,
  type AcceptedUploadType,
} from '@loci/domain';
import { fileTypeFromBuffer } from 'file-type';

export interface DetectedUpload {
  /** The accepted extension the content is. */
  type: 'gif' | 'jpg' | 'pdf' | 'png' | 'tiff' | 'xls' | 'xlsx';
  mimeType: string;
}

/** A zip whose entries name the parts of a spreadsheet (file-type may say only "zip"). */
function isSpreadsheetZip(bytes: Buffer): boolean {
  return (
    bytes.includes('[Content_Types].xml', 0, 'latin1') && bytes.includes('xl/workbook', 0, 'latin1')
  );
}

/** A compound file (CFB) holding a BIFF workbook stream, named in UTF-16LE. */
function isLegacyWorkbook(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from('Workbook', 'utf16le')) ||
    bytes.includes(Buffer.from('Book', 'utf16le'))
  );
}

/** The accepted type the content is, or undefined. */
export async function detectUploadType(bytes: Buffer): Promise<DetectedUpload | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  let type: DetectedUpload['type'] | undefined;
  switch (detected?.ext) {
    case 'gif':
    case 'jpg':
    case 'pdf':
    case 'png':
    case 'xlsx':
      type = detected.ext;
      break;
    case 'tif':
      type = 'tiff';
      break;
    case 'zip':
      type = isSpreadsheetZip(bytes) ? 'xlsx' : undefined;
      break;
    case 'cfb':
      type = isLegacyWorkbook(bytes) ? 'xls' : undefined;
      break;
    default:
      type = undefined;
  }
  return type ? { type, mimeType: UploadMimeTypes[type] } : undefined;
}

/** The detected type a file name's extension stands for (jpeg is jpg). */
function typeOfName(fileName: string): DetectedUpload['type'] | undefined {
  if (!isAcceptedUploadFileName(fileName)) return undefined;
  const extension = fileName
    .slice(fileName.lastIndexOf('.') + 1)
    .toLowerCase() as AcceptedUploadType;
  return extension === 'jpeg' ? 'jpg' : extension;
}

export type UploadCheck =
  { ok: true; upload: DetectedUpload } | { ok: false; reason: 'name' | 'content' | 'mismatch' };

/** Checks a file by name and by content. */
export async function checkUpload(fileName: string, bytes: Buffer): Promise<UploadCheck> {
  const byName = typeOfName(fileName);
  if (!byName) return { ok: false, reason: 'name' };
  const upload = await detectUploadType(bytes);
  if (!upload) return { ok: false, reason: 'content' };
  if (upload.type !== byName) return { ok: false, reason: 'mismatch' };
  return { ok: true, upload };
}

export const acceptedTypesText = AcceptedUploadTypes.join(', ');
