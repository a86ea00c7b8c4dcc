import { Suspense, type ComponentProps } from 'react';
import { type Typeahead, type TypeaheadOption, type TypeaheadProps } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';
import { FieldPlaceholder } from './FieldPlaceholder.tsx';

// The kit's Typeahead (react-aria's combobox, about 50 KB gzipped) loads beside the screen, not
// before it (issue 18): neither a list's filters nor the order form's searches are needed for
// the first paint.
const KitTypeahead = lazyScreen(
  () => import('./kitTypeahead.ts'),
  (m) => m.Typeahead,
);

/**
 * The kit's `Typeahead`, loaded when first drawn; until then a read-only field with the same
 * label, help, required mark and error holds its place (same size: no layout shift).
 */
export function LazyTypeahead<Option extends TypeaheadOption = TypeaheadOption>(
  props: TypeaheadProps<Option>,
) {
  return (
    <Suspense fallback={<FieldPlaceholder {...props} value="" />}>
      <KitTypeahead {...(props as ComponentProps<typeof Typeahead>)} />
    </Suspense>
  );
}
