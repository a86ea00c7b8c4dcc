export { OrderChangePage } from './OrderChangePage.tsx';
export { buildChange, catalogFailedMessage, changeableEntries } from './orderChangeRecords.ts';
export { OrderChangeSummary, orderChangeHref } from './OrderChangeSummary.tsx';
