// The files the lab attached to a message: one button each, downloading the file through the API
// client (never a bare link: the call carries the session's token) and saving it by its name.
import { useState } from 'react';
import { Button, Inline } from '@loci/ui';
import { downloadMessageAttachment, type MessageAttachment } from '@loci/contract';
import { useAction } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { saveBlob } from '../documents/documentTransfer.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export function MessageAttachments({ attachments }: { attachments?: MessageAttachment[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = useAction(
    'download-message-attachment',
    async (api, file: MessageAttachment) => {
      const answer = await api.download({
        ...contractCall(downloadMessageAttachment, {
          params: { attachmentId: file.attachmentId },
        }),
        kind: 'file-transfer',
        report: false,
      });
      saveBlob(answer.blob, file.fileName);
    },
  );
  if (!attachments || attachments.length === 0) return null;
  const save = async (file: MessageAttachment) => {
    setProblem(null);
    try {
      await download.trigger(file);
    } catch {
      setProblem(`${file.fileName} could not be downloaded. Please try again.`);
    }
  };
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
