// Sample orders for the DataTable stories and benchmark page (not part of the kit's API).
import type { DataTableColumn } from './columns';

export interface SampleOrder {
  orderNumber: string;
  patient: string;
  testCode: string;
  status: string;
  orderedDate: Date;
  genes: number;
}

const surnames = [
  'Lovelace',
  'Franklin',
  'Curie',
  'Mendel',
  'Hopper',
  'Turing',
  'Noether',
  'Darwin',
  'Meitner',
  'Sanger',
  'Crick',
  'Watson',
  'McClintock',
  'Pasteur',
  'Hodgkin',
  'Yalow',
  'Elion',
  'Lister',
];
const givenNames = [
  'Ada',
  'Rosalind',
  'Marie',
  'Gregor',
  'Grace',
  'Alan',
  'Emmy',
  'Charles',
  'Lise',
  'Fred',
  'Francis',
  'James',
  'Barbara',
  'Louis',
  'Dorothy',
  'Rosalyn',
  'Gertrude',
  'Joseph',
];
const testCodes = ['TG70', 'TG71', 'TG75', 'J757', '706', 'B370-CUSTOM'];
const statuses = ['Draft', 'OrderNow', 'BenefitsInvestigation', 'PendingReview'];

/** `count` deterministic orders, numbered from ORD-100001. */
export function sampleOrders(count: number): SampleOrder[] {
  return Array.from({ length: count }, (_, index) => ({
    orderNumber: `ORD-${100001 + index}`,
    patient: `${surnames[(index * 7) % surnames.length]}, ${givenNames[(index * 5) % givenNames.length]}`,
    testCode: testCodes[index % testCodes.length]!,
    status: statuses[(index * 3) % statuses.length]!,
    orderedDate: new Date(Date.UTC(2026, 0, 1 + ((index * 37) % 300))),
    genes: 1 + ((index * 13) % 150),
  }));
}

export const orderColumns: DataTableColumn<SampleOrder>[] = [
  {
    id: 'orderNumber',
    header: 'Order',
    value: (order) => order.orderNumber,
    sortBy: 'alphanumeric',
  },
  { id: 'patient', header: 'Patient', value: (order) => order.patient, sortBy: 'text' },
  { id: 'testCode', header: 'Test', value: (order) => order.testCode, sortBy: 'alphanumeric' },
  { id: 'status', header: 'Status', value: (order) => order.status, sortable: false },
  {
    id: 'orderedDate',
    header: 'Ordered',
    value: (order) => order.orderedDate,
    cell: (order) => order.orderedDate.toISOString().slice(0, 10),
    sortBy: 'date',
  },
  { id: 'genes', header: 'Genes', value: (order) => order.genes, sortBy: 'number', align: 'end' },
];

export const orderId = (order: SampleOrder) => order.orderNumber;
