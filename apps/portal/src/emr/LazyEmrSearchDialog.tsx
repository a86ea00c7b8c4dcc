import { Suspense, type ComponentProps } from 'react';
import type { EmrSearchDialog } from './EmrSearchDialog.tsx';
import { lazyScreen } from '../app/lazyScreen.ts';

// The EMR search dialog (Radix's dialog and tabs, about 20 KB gzipped) loads just after the
// screen's first paint, not before it (issue 18): it is closed when the screen first shows.
const EmrSearchDialogCode = lazyScreen(
  () => import('./EmrSearchDialog.tsx'),
  (m) => m.EmrSearchDialog,
);

/** `EmrSearchDialog`, its code loaded when first drawn (closed, it shows nothing meanwhile). */
export function LazyEmrSearchDialog(props: ComponentProps<typeof EmrSearchDialog>) {
  return (
    <Suspense fallback={null}>
      <EmrSearchDialogCode {...props} />
    </Suspense>
  );
}
