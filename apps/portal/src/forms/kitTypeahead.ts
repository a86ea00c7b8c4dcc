// The kit's Typeahead alone, for LazyTypeahead's dynamic import (react-aria's combobox, ~50 KB gz).
export { Typeahead } from '@loci/ui';
