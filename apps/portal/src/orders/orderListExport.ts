// The order list as a CSV file: the top 200 orders of the list's search and filters
// (orderTestsAndReports), one row each, in the columns the list shows.
import { formatTypedDate } from '@loci/domain';
import type { PatientOrderSummary } from '@loci/contract';
import { dateOnly } from '../format/dateOnly.ts';
import { todayIso } from '../format/todayIso.ts';
import { saveBlob } from '../documents/documentTransfer.ts';
import { orderPatientName, orderStatusShownAs } from './orderList.ts';

const columns: readonly [string, (order: PatientOrderSummary) => string | number | null][] = [
  ['Patient', orderPatientName],
  ['Date of birth', (order) => (order.birthDate ? formatTypedDate(order.birthDate) : '')],
  ['Order', (order) => order.orderId],
  ['Tests', (order) => [order.testCode, order.testDescription].filter(Boolean).join(' ')],
  ['Status', orderStatusShownAs],
  ['Accession number', (order) => order.accessionNum],
  ['Ordered', (order) => dateOnly(order.orderedDate)],
  ['Last update', (order) => dateOnly(order.updatedDate)],
  ['Account', (order) => order.accountNumber],
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a leading =, +, -, @ or
 * tab defused with an apostrophe, so that a spreadsheet never reads a patient's name as a formula.
 */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of the orders, a header line first, lines ended by CRLF (RFC 4180). */
export function orderListCsv(orders: readonly PatientOrderSummary[]): string {
  const lines = [
    columns.map(([header]) => csvField(header)).join(','),
    ...orders.map((order) => columns.map(([, value]) => csvField(value(order))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name, dated (the user's day the list was taken). */
export function orderListFileName(today: Date): string {
  return `orders-${todayIso(today)}.csv`;
}

/** Saves the orders as the dated CSV file. */
export function saveOrderListCsv(orders: readonly PatientOrderSummary[], today: Date): void {
  saveBlob(
    new Blob([orderListCsv(orders)], { type: 'text/csv;charset=utf-8' }),
    orderListFileName(today),
  );
}
