// The files the lab attached to a message: one button each, downloading the file through the API
// client (never a bare link: the call carries the session's token) and saving it by its name.
import { Button, Inline } from '@loci/ui';
import { downloadMessageAttachment, type MessageAttachment } from '@loci/contract';
import { contractCall } from '../api/contractCall.ts';
import { useFileDownload } from '../documents/useFileDownload.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export function MessageAttachments({ attachments }: { attachments?: MessageAttachment[] }) {
  const { problem, save } = useFileDownload('download-message-attachment', {
    call: (file: MessageAttachment) =>
      contractCall(downloadMessageAttachment, { params: { attachmentId: file.attachmentId } }),
    fileName: (file) => file.fileName,
    title: (file) => file.fileName,
  });
  if (!attachments || attachments.length === 0) return null;
  return (
    <div>
      <Inline gap="sm">
        {attachments.map((file) => (
          <Button key={file.attachmentId} variant="secondary" onClick={() => void save(file)}>
            {`Download ${file.fileName} (${kilobytes(file.size)})`}
          </Button>
        ))}
      </Inline>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
