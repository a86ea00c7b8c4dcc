// Attachments of the lab desk's replies (docs/decisions/notifications.md): a file sent with a reply,
// kept in the document store under the upload rules of documents (20 MB; gif, jpeg, jpg, pdf, png,
// tiff, xls, xlsx, by name and content), listed with the message and downloaded by the people of
// the thread's account only.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { rowIdField } from '../call/fields.js';
import {
  documentBytesSchema,
  documentNameField,
  uploadedFileContentField,
} from '../documents/document-calls.js';

/** A file sent with a reply: its name and its bytes as base64. */
export const messageAttachmentUploadSchema = z.object({
  fileName: documentNameField,
  content: uploadedFileContentField,
});
export type MessageAttachmentUpload = z.input<typeof messageAttachmentUploadSchema>;

/** An attachment as a message lists it (its bytes: `downloadMessageAttachment`). */
export const messageAttachmentSchema = z.object({
  attachmentId: z.number().check(z.int()),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int()),
});
export type MessageAttachment = z.output<typeof messageAttachmentSchema>;

export const messageAttachmentCalls = defineCalls(
  { feature: 'messaging', ...portalApi, wrapped: false },
  {
    downloadMessageAttachment: {
      summary: 'The bytes of a file attached to a message, as an attachment with its file name',
      method: 'GET',
      path: '/messages/attachments/{attachmentId}',
      request: { params: z.object({ attachmentId: rowIdField }) },
      response: documentBytesSchema,
    },
  },
);

export const { downloadMessageAttachment } = messageAttachmentCalls;
