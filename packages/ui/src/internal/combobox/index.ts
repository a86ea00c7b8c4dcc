// Kit-internal: the combobox machinery that Typeahead and AddressAutocomplete share.
export { ComboBoxField, useComboBoxInput } from './ComboBoxField';
export type { ComboBoxFieldProps, ComboBoxSearchStatus } from './ComboBoxField';
export { useDebouncedSearch } from './useDebouncedSearch';
