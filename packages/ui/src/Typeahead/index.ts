export { Typeahead, TYPEAHEAD_DEBOUNCE_MS } from './Typeahead';
export type {
  TypeaheadProps,
  TypeaheadSingleProps,
  TypeaheadMultipleProps,
  TypeaheadLoadOptions,
} from './Typeahead';
export { filterOptionsByLabel, filterTypeaheadOptions } from './filterOptionsByLabel';
export type { TypeaheadOption } from './filterOptionsByLabel';
