export { OrderChangePage } from './OrderChangePage.tsx';
export { buildChange, catalogFailedMessage, changeableEntries } from './orderChangeRecords.ts';
