import { Banner } from '@loci/ui';
import * as styles from '../shell/page.css.ts';

/**
 * The server's errors that belong to no field of the form, listed in one error banner above it;
 * nothing while there are none.
 */
export function FormErrors({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Banner severity="error" title={title}>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Banner>
  );
}

/** A form's one-line notice above its fields (after a failed save); nothing while there is none. */
export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.warningNotice} role="alert">
      {message}
    </p>
  );
}
