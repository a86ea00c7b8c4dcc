/**
 * A small driver for testing products built on `DataTable` the way the kit tests it: it reads
 * what assistive technology reads (header names, `aria-sort`, row headers, selection controls,
 * `aria-busy`, `aria-rowcount`). Framework-neutral: plain DOM, use it with any user-event library.
 * Exported from `@loci/ui/test`.
 */
export interface DataTableDriver {
  readonly table: HTMLTableElement;
  /** The column header cell whose text (sort arrows aside) is `name`. */
  columnHeader(name: string): HTMLTableCellElement;
  /** The sort button inside the column header `name`. */
  sortButton(name: string): HTMLButtonElement;
  /** The column's `aria-sort` (`null` for a column that cannot sort). */
  sortOf(name: string): 'ascending' | 'descending' | 'none' | null;
  /** Text of the row header cell of every rendered body row, top to bottom. */
  rowKeys(): string[];
  /** The cells' texts of the rendered body row whose row header reads `rowKey`. */
  rowTexts(rowKey: string): string[];
  /** Number of data rows the table says it has (`aria-rowcount` minus the header row). */
  rowCount(): number | null;
  /** Number of body rows in the DOM (virtualized tables keep this small). */
  renderedRowCount(): number;
  /** The checkbox or radio that selects the row whose row header reads `rowKey`. */
  selectionControl(rowKey: string): HTMLInputElement;
  /** The header checkbox ("Select All" / "Deselect All"), or `null` when not in multiple mode. */
  selectAllControl(): HTMLInputElement | null;
  /** Row keys of the rendered rows that are selected. */
  selectedRowKeys(): string[];
  /** Whether the table is loading (`aria-busy`). */
  isBusy(): boolean;
}

/** Text content without the parts hidden from assistive technology (sort arrows, spacers). */
function readableText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, readableText).join('');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Wraps a rendered `DataTable`'s `<table>` element (e.g. `screen.getByRole('table', { name: 'Orders' })`). */
export function dataTableDriver(element: HTMLElement): DataTableDriver {
  const table =
    element instanceof HTMLTableElement
      ? element
      : element.querySelector<HTMLTableElement>('table');
  if (!table) throw new Error('dataTableDriver: no <table> in the given element');

  // Plain selectors rather than `tBodies`/`rows`/`cells`, which some test DOMs do not implement.
  const bodyRows = () =>
    Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody > tr[aria-rowindex]'));
  const cellsOf = (row: HTMLTableRowElement) =>
    Array.from(row.querySelectorAll<HTMLTableCellElement>(':scope > th, :scope > td'));
  const rowHeaderOf = (row: HTMLTableRowElement) =>
    row.querySelector<HTMLTableCellElement>('th[scope="row"]');
  const findRow = (rowKey: string) => {
    const row = bodyRows().find((candidate) => {
      const header = rowHeaderOf(candidate);
      return header !== null && clean(readableText(header)) === rowKey;
    });
    if (!row) throw new Error(`dataTableDriver: no rendered row "${rowKey}"`);
    return row;
  };

  const driver: DataTableDriver = {
    table,
    columnHeader(name) {
      const cell = Array.from(table.querySelectorAll<HTMLTableCellElement>('thead th')).find(
        (candidate) => clean(readableText(candidate)) === name,
      );
      if (!cell) throw new Error(`dataTableDriver: no column "${name}"`);
      return cell;
    },
    sortButton(name) {
      const button = driver.columnHeader(name).querySelector('button');
      if (!button) throw new Error(`dataTableDriver: column "${name}" cannot sort`);
      return button;
    },
    sortOf(name) {
      const value = driver.columnHeader(name).getAttribute('aria-sort');
      return value === 'ascending' || value === 'descending' || value === 'none' ? value : null;
    },
    rowKeys() {
      return bodyRows().map((row) => {
        const header = rowHeaderOf(row);
        return header ? clean(readableText(header)) : '';
      });
    },
    rowTexts(rowKey) {
      return cellsOf(findRow(rowKey))
        .filter((cell) => !cell.querySelector('input'))
        .map((cell) => clean(readableText(cell)));
    },
    rowCount() {
      const value = table.getAttribute('aria-rowcount');
      return value === null ? null : Number(value) - 1;
    },
    renderedRowCount() {
      return bodyRows().length;
    },
    selectionControl(rowKey) {
      const input = findRow(rowKey).querySelector<HTMLInputElement>('input');
      if (!input) throw new Error(`dataTableDriver: row "${rowKey}" has no selection control`);
      return input;
    },
    selectAllControl() {
      return table.querySelector<HTMLInputElement>('thead input[type="checkbox"]');
    },
    selectedRowKeys() {
      return bodyRows()
        .filter((row) => row.getAttribute('aria-selected') === 'true')
        .map((row) => clean(readableText(rowHeaderOf(row) ?? row)));
    },
    isBusy() {
      return table.getAttribute('aria-busy') === 'true';
    },
  };
  return driver;
}
