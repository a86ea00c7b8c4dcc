// An upload's content as the portal sends it (base64) and the texts of its refusals: the rules of
// order documents, shared by every upload (the lab desk's reply attachments too).
import { MaxUploadSizeBytes } from '@loci/domain';
import { HttpProblem, problems } from '../http/http-problem.js';
import { acceptedTypesText } from './upload-type.js';

export const fileTooLargeMessage = 'The file is larger than 20 MB';
export const fileTypeRefusedMessage = `Only ${acceptedTypesText} files can be uploaded`;
export const fileContentMismatchMessage = 'The file’s content does not match its type';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** The upload's bytes: strict base64, 1 byte to 20 MB once decoded. */
export function decodeContent(content: string): Buffer {
  const text = content.replace(/\s+/g, '');
  if (!base64Pattern.test(text) || text.length % 4 === 1) {
    throw problems.badRequest([
      { code: 'invalid_base64', message: 'The content must be base64', path: 'content' },
    ]);
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) {
    throw problems.badRequest([
      { code: 'required', message: 'This field is required', path: 'content' },
    ]);
  }
  if (bytes.length > MaxUploadSizeBytes) {
    throw new HttpProblem(413, [{ code: 'payload_too_large', message: fileTooLargeMessage }]);
  }
  return bytes;
}
