import { lazyWidget } from '../forms/lazyWidget.tsx';

/**
 * `EmrSearchDialog` (Radix's dialog and tabs, about 20 KB gzipped), its code loaded just after the
 * screen's first paint (issue 18): closed, it draws nothing meanwhile.
 */
export const LazyEmrSearchDialog = lazyWidget(
  () => import('./EmrSearchDialog.tsx'),
  (m) => m.EmrSearchDialog,
);
