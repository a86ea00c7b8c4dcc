import { Suspense, type ComponentProps } from 'react';
import { type AddressAutocomplete, type AddressAutocompleteProps } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';
import { FieldPlaceholder } from './FieldPlaceholder.tsx';

// The kit's AddressAutocomplete (react-aria's combobox, about 50 KB gzipped, shared with the
// Typeahead) loads beside the patient form, not before it (issue 18).
const KitAddressAutocomplete = lazyScreen(
  () => import('./kitAddressAutocomplete.ts'),
  (m) => m.AddressAutocomplete,
);

/**
 * The kit's `AddressAutocomplete`, loaded when first drawn; until then a read-only field with the
 * same label, help and text holds its place (same size: no layout shift).
 */
export function LazyAddressAutocomplete<TResolved = unknown>(
  props: AddressAutocompleteProps<TResolved>,
) {
  return (
    <Suspense
      fallback={<FieldPlaceholder {...props} value={props.value ?? props.defaultValue ?? ''} />}
    >
      <KitAddressAutocomplete {...(props as ComponentProps<typeof AddressAutocomplete>)} />
    </Suspense>
  );
}
