// The kit's AddressAutocomplete alone, for LazyAddressAutocomplete's dynamic import (react-aria's combobox).
export { AddressAutocomplete } from '@loci/ui';
