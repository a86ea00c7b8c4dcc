import { Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';

// The kit's ConfirmDialog (Radix's dialog, about 14 KB gzipped) loads just after the screen's
// first paint, not before it (issue 18): a confirmation is closed when a list first shows.
const KitConfirmDialog = lazyScreen(
  () => import('./kitConfirmDialog.ts'),
  (m) => m.ConfirmDialog,
);

/** The kit's `ConfirmDialog`, its code loaded when first drawn (closed, it shows nothing meanwhile). */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <KitConfirmDialog {...props} />
    </Suspense>
  );
}
