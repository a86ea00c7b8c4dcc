// What the portal checks before a document is sent (document 1 section 5): the name's type,
// the size (at most 20,971,520 bytes) and the first bytes of the content, so that a program
// renamed to .pdf is refused before it leaves the browser. The server checks the same again.
import {
  AcceptedUploadTypes,
  MaxUploadSizeBytes,
  UploadMimeTypes,
  isAcceptedUploadFileName,
  isAcceptedUploadSize,
} from '@loci/domain';

export const documentMessages = {
  unableToUpload: (file: string) =>
    `${file} unable to upload, please verify your internet connection and retry.`,
  uploadFailed: 'Document upload has failed',
  deleteWithoutId: 'Can not delete a file without id',
  removed: (name: string) => `Removed document ${name}`,
  status204: 'The backend returned status 204 for this document.',
  noData: 'The backend returned no data for this file',
  wrongType: (file: string) =>
    `${file} cannot be uploaded: only ${AcceptedUploadTypes.join(', ')} files are accepted.`,
  tooLarge: (file: string) => `${file} cannot be uploaded: it is larger than 20 MB.`,
  empty: (file: string) => `${file} cannot be uploaded: it is empty.`,
  contentMismatch: (file: string) =>
    `${file} cannot be uploaded: its content is not a ${AcceptedUploadTypes.join(', ')} file.`,
} as const;

export const acceptAttribute = AcceptedUploadTypes.map((type) => `.${type}`).join(',');

type Family = 'gif' | 'jpeg' | 'pdf' | 'png' | 'tiff' | 'ole' | 'zip';

const familyOfExtension: Record<(typeof AcceptedUploadTypes)[number], Family> = {
  gif: 'gif',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  pdf: 'pdf',
  png: 'png',
  tiff: 'tiff',
  xls: 'ole',
  xlsx: 'zip',
};

const signatures: readonly [Family, readonly number[]][] = [
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
];

/** The kind of content its first bytes show, or null when none of the accepted kinds. */
export function contentFamily(head: Uint8Array): Family | null {
  for (const [family, signature] of signatures) {
    if (signature.every((byte, index) => head[index] === byte)) return family;
  }
  return null;
}

function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1).toLowerCase();
}

/** The name and size checks: a message, or null when the file may be read further. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!isAcceptedUploadFileName(file.name)) return documentMessages.wrongType(file.name);
  if (file.size === 0) return documentMessages.empty(file.name);
  if (!isAcceptedUploadSize(file.size) || file.size > MaxUploadSizeBytes)
    return documentMessages.tooLarge(file.name);
  return null;
}

/** The content check: the first bytes must be of the kind the name says. */
export function contentProblem(name: string, head: Uint8Array): string | null {
  const expected = familyOfExtension[extensionOf(name) as keyof typeof familyOfExtension];
  return contentFamily(head) === expected ? null : documentMessages.contentMismatch(name);
}

/** Every client-side check of a file (name, size, then its first bytes). */
export async function checkUploadFile(file: File): Promise<string | null> {
  const problem = fileProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return contentProblem(file.name, head);
}

/** The media type sent with a document: the browser's, else one from its name. */
export function mimeTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const byExtension: Readonly<Record<string, string>> = UploadMimeTypes;
  return byExtension[extensionOf(file.name)] ?? 'application/octet-stream';
}

/** A document can be deleted only with its id. */
export function requireDocumentId(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) {
    throw new Error(documentMessages.deleteWithoutId);
  }
  return id;
}
