// An order's screen whose order could not be read because the lab's server could not be reached:
// its header, the unreachable server's line and Try again, instead of "could not be found" (the
// order is not missing). Any other failure keeps the screen's own "could not be found"
// (docs/decisions/server-unreachable.md).
import type { ReactNode } from 'react';
import { PageHeader, Stack } from '@loci/ui';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { isServerUnreachable } from '../api/apiErrors.ts';

/** True when the order's read failed only because the server could not be reached. */
export function orderUnreachable(read: { data?: unknown; error?: unknown }): boolean {
  return !read.data && isServerUnreachable(read.error);
}

export function OrderReadFailure({
  title,
  orderId,
  error,
  onRetry,
}: {
  /** The screen's own title ("Order 42", "Change order 42"). */
  title: ReactNode;
  orderId: string | number;
  error: unknown;
  /** Reads the order again (the read's `mutate`). */
  onRetry: () => unknown;
}) {
  return (
    <Stack as="section" gap="lg">
      <PageHeader title={title} />
      <ReadFailure
        error={error}
        failed={`Order ${orderId} could not be loaded.`}
        onRetry={onRetry}
      />
    </Stack>
  );
}
