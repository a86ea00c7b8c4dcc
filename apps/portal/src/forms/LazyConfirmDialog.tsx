import { lazyWidget } from './lazyWidget.tsx';

/**
 * The kit's `ConfirmDialog` (Radix's dialog, about 14 KB gzipped), its code loaded just after the
 * screen's first paint (issue 18): closed, it draws nothing meanwhile.
 */
export const LazyConfirmDialog = lazyWidget(
  () => import('./kitConfirmDialog.ts'),
  (m) => m.ConfirmDialog,
);
