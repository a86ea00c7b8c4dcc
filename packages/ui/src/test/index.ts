// @loci/ui/test: helpers for testing products built on the kit the way the kit tests itself.
export { defaultUiMessages } from '../messages';
export { dataTableDriver } from '../DataTable/dataTableDriver';
export type { DataTableDriver } from '../DataTable/dataTableDriver';
export { toastDriver } from '../Toast/toastDriver';
export type { ToastDriver, ToastView } from '../Toast/toastDriver';
export { dateInputDriver } from '../DateInput/dateInputDriver';
export type { DateInputDriver } from '../DateInput/dateInputDriver';
export { typeaheadDriver } from '../Typeahead/typeaheadDriver';
export type { TypeaheadDriver, ComboboxDriverUser } from '../Typeahead/typeaheadDriver';
