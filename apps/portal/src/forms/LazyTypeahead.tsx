import { Suspense, type ComponentProps } from 'react';
import { TextField, type Typeahead } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';

// The kit's Typeahead (react-aria's combobox, about 50 KB gzipped) loads beside the screen, not
// before it (issue 18): a list's filters are not needed for its first paint.
const KitTypeahead = lazyScreen(
  () => import('./kitTypeahead.ts'),
  (m) => m.Typeahead,
);

/**
 * The kit's `Typeahead`, loaded when first drawn; until then a read-only field with the same
 * label and placeholder holds its place (same size: no layout shift).
 */
export function LazyTypeahead(props: ComponentProps<typeof Typeahead>) {
  return (
    <Suspense
      fallback={<TextField label={props.label} placeholder={props.placeholder} readOnly value="" />}
    >
      <KitTypeahead {...props} />
    </Suspense>
  );
}
