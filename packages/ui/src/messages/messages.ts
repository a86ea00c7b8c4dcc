import { createContext, useContext } from 'react';

/**
 * Every text the kit shows by itself, with English defaults in the spec's wording.
 * Products override any of them through `UiMessagesProvider` (localisation later).
 */
export const defaultUiMessages = {
  loading: 'Loading',
  close: 'Close',
  confirmTitle: 'Are you sure?',
  confirmContinue: 'Continue',
  confirmCancel: 'Cancel',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  selectRow: 'Select row',
  allItems: 'All',
  noOptions: 'No options found',
  searchFailed: 'Error occured on search failure',
  noMatchingAddress: 'Unable to find any matching address, please check the entered information',
  manualAddressEntry: 'Unable to find address. I want to enter manually.',
  // Typeahead and AddressAutocomplete: announced through the kit's own polite live region.
  optionsAvailable: '{count} options available',
  optionAvailable: '1 option available',
  optionSelected: '{label} selected',
  optionRemoved: '{label} removed',
  removeOption: 'Remove {label}',
  selectedOptions: 'Selected options',
  optionsTruncated: 'Showing the first {shown} of {total} options. Type more to narrow the list.',
  manualAddressEntryChosen: 'Manual address entry',
  showMore: 'show more',
  showLess: 'show less',
  required: 'required',
  noData: 'No data to display',
  paginationLabel: 'Pagination',
  // A DataTable's pager, named after its table: two paginated tables on a page are told apart.
  tablePaginationLabel: '{table} pagination',
  paginationFirst: 'First page',
  paginationPrevious: 'Previous page',
  paginationNext: 'Next page',
  paginationLast: 'Last page',
  paginationPage: 'Page {page}',
  paginationPageSize: 'Rows per page',
  paginationRange: '{start}–{end} of {total}',
  tableSortedAscending: 'Sorted by {column}, ascending',
  tableSortedDescending: 'Sorted by {column}, descending',
  tableUnsorted: 'Not sorted',
  dateYearRange: 'Please enter a year between 1900 and 2100',
  // Form fields (Field, TextField, Textarea, PhoneInput, DateInput). `{name}` placeholders are filled in.
  phoneInvalid: 'Please provide a valid phone number',
  faxInvalid: 'Please provide a valid fax number',
  dateInvalid: 'Please enter a valid date',
  dateBeforeMin: 'Please enter a date on or after {date}',
  dateAfterMax: 'Please enter a date on or before {date}',
  datePlaceholder: 'MM / DD / YYYY',
  dateFormatHint: 'Format: MM / DD / YYYY',
  characterCount: '{count}/{maxLength}',
  characterCountAnnouncement: '{count} of {maxLength} characters used',
  characterLimitReached: 'Character limit of {maxLength} reached',
  // ExpandableList
  expandableListCount: 'Showing {shown} of {total}',
  // Toast
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  severityInfo: 'Information',
  severitySuccess: 'Success',
  severityWarn: 'Warning',
  severityError: 'Error',
} as const;

export type UiMessages = { [K in keyof typeof defaultUiMessages]: string };

export const UiMessagesContext = createContext<UiMessages>(defaultUiMessages);

/** The kit's texts in effect here. */
export function useUiMessages(): UiMessages {
  return useContext(UiMessagesContext);
}
