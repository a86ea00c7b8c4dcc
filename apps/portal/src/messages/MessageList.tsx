// A thread's messages, oldest first: each one's line (sender, time…), text and attachments, the
// lab's set apart from one's own. The order's messages and the lab desk show them alike.
import type { ReactNode } from 'react';
import type { PortalMessage } from '@loci/contract';
import { MessageAttachments } from './MessageAttachments.tsx';
import * as styles from './OrderMessages.css.ts';

export function MessageList({
  messages,
  meta,
}: {
  messages: readonly PortalMessage[];
  /** A message's line above its text. */
  meta: (message: PortalMessage) => ReactNode;
}) {
  return (
    <ol className={styles.messages}>
      {messages.map((message) => (
        <li
          key={message.messageId}
          className={message.senderType === 'Lab' ? styles.labMessage : styles.ownMessage}
        >
          <p className={styles.meta}>{meta(message)}</p>
          <p className={styles.body}>{message.body}</p>
          <MessageAttachments attachments={message.attachments} />
        </li>
      ))}
    </ol>
  );
}
