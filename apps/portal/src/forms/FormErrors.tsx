import { Banner } from '@loci/ui';

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
