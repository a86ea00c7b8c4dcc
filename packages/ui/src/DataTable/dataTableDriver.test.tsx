import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { dataTableDriver } from './dataTableDriver';
import { orderColumns, orderId, sampleOrders } from './DataTable.fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

function mount(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return dataTableDriver(container);
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

const orders = sampleOrders(30);

describe('DataTable through dataTableDriver', () => {
  it('reads rows, pages and the sort cycle', () => {
    const onSortChange = vi.fn();
    const table = mount(
      <DataTable
        caption="Orders"
        columns={orderColumns}
        data={orders}
        getRowId={orderId}
        onSortChange={onSortChange}
      />,
    );
    expect(table.rowCount()).toBe(30);
    expect(table.renderedRowCount()).toBe(25);
    expect(table.rowKeys()[0]).toBe('ORD-100001');
    expect(table.sortOf('Genes')).toBe('none');
    expect(table.sortOf('Status')).toBeNull();

    act(() => table.sortButton('Genes').click());
    expect(table.sortOf('Genes')).toBe('ascending');
    const ascending = [...orders].sort((a, b) => a.genes - b.genes);
    expect(table.rowKeys()).toEqual(ascending.slice(0, 25).map((order) => order.orderNumber));
    act(() => table.sortButton('Genes').click());
    expect(table.sortOf('Genes')).toBe('descending');
    act(() => table.sortButton('Genes').click());
    expect(table.sortOf('Genes')).toBe('none');
    expect(onSortChange.mock.calls.map(([sort]) => sort?.direction ?? null)).toEqual([
      'ascending',
      'descending',
      null,
    ]);
    expect(table.rowTexts('ORD-100002').slice(0, 3)).toEqual([
      'ORD-100002',
      orders[1]!.patient,
      orders[1]!.testCode,
    ]);
  });

  it('selects rows and switches the header checkbox between Select All and Deselect All', () => {
    const onSelectionChange = vi.fn();
    const table = mount(
      <DataTable
        aria-label="Orders"
        columns={orderColumns}
        data={orders.slice(0, 3)}
        getRowId={orderId}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const selectAll = table.selectAllControl()!;
    expect(selectAll.getAttribute('aria-label')).toBe('Select All');
    act(() => table.selectionControl('ORD-100002').click());
    expect(table.selectedRowKeys()).toEqual(['ORD-100002']);
    expect(selectAll.indeterminate).toBe(true);
    act(() => selectAll.click());
    expect(table.selectedRowKeys()).toEqual(['ORD-100001', 'ORD-100002', 'ORD-100003']);
    expect(selectAll.getAttribute('aria-label')).toBe('Deselect All');
    expect(selectAll.indeterminate).toBe(false);
    expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual([
      'ORD-100001',
      'ORD-100002',
      'ORD-100003',
    ]);
  });

  it('reports loading', () => {
    const table = mount(
      <DataTable aria-label="Orders" columns={orderColumns} data={[]} getRowId={orderId} loading />,
    );
    expect(table.isBusy()).toBe(true);
    expect(table.renderedRowCount()).toBe(0);
  });
});

describe('DataTable props', () => {
  it('requires a caption or an aria-label (checked by the type checker)', () => {
    const unnamed = (
      // @ts-expect-error: a table without caption or aria-label does not type-check
      <DataTable columns={orderColumns} data={orders} getRowId={orderId} />
    );
    expect(unnamed).toBeTruthy();
  });
});
