export { AddressAutocomplete, ADDRESS_SUGGESTION_DEBOUNCE_MS } from './AddressAutocomplete';
export type { AddressAutocompleteProps } from './AddressAutocomplete';
export { createInMemoryAddressProvider, sampleUsAddresses } from './addressSuggestionProvider';
export type {
  AddressSuggestion,
  AddressSuggestionProvider,
  SampleUsAddress,
} from './addressSuggestionProvider';
