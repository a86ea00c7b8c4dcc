import { Skeleton, Stack } from '@loci/ui';

/**
 * What the main area shows while a screen's code loads: a page heading and a few rows, of the
 * sizes a screen's `PageHeader` and first lines take, so the screen replaces it without a jump.
 */
export function ScreenSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="screen-skeleton">
      <Skeleton width="14em" height="2.25rem" />
      <Stack gap="sm">
        <Skeleton height="1.25rem" />
        <Skeleton height="1.25rem" />
        <Skeleton width="60%" height="1.25rem" />
      </Stack>
    </Stack>
  );
}
