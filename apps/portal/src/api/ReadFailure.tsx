// What a screen shows where a read failed, instead of loading forever: why (the lab's server could
// not be reached, or the screen's own line for any other failure) and a button that reads again
// (docs/decisions/server-unreachable.md).
import { Button, Inline, Stack } from '@loci/ui';
import { isServerUnreachable, serverUnreachableMessage } from './apiErrors.ts';
import * as page from '../shell/page.css.ts';

export const tryAgainLabel = 'Try again';

/** The failure's line: the unreachable server's text, else the screen's own (`failed`). */
export function readFailureText(error: unknown, failed: string): string {
  return isServerUnreachable(error) ? serverUnreachableMessage : failed;
}

export function ReadFailure({
  error,
  failed,
  onRetry,
}: {
  error: unknown;
  /** What could not be loaded, as a sentence ("The messages could not be loaded."). */
  failed: string;
  /** Reads again (the read's `mutate`). */
  onRetry: () => unknown;
}) {
  return (
    <Stack gap="md">
      <p className={page.warningNotice} role="alert">
        {readFailureText(error, failed)}
      </p>
      <Inline>
        <Button variant="secondary" onClick={() => void onRetry()}>
          {tryAgainLabel}
        </Button>
      </Inline>
    </Stack>
  );
}
