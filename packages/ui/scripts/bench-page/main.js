// The DataTable benchmark page: 10,000 orders in the built kit (`@loci/ui` from dist), production React.
// Driven by ../bench.mjs through playwright-core; exposes `window.loci` for it.
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, ThemeProvider } from '@loci/ui';
import '@loci/ui/styles.css';
import { sampleOrders } from '../../src/DataTable/DataTable.fixtures.ts';

// The stories' sample orders (deterministic), so the benchmark and the stories measure the same rows.
const rowCount = 10_000;
const orders = sampleOrders(rowCount);

const columns = [
  { id: 'orderNumber', header: 'Order', value: (o) => o.orderNumber, sortBy: 'alphanumeric' },
  { id: 'patient', header: 'Patient', value: (o) => o.patient, sortBy: 'text' },
  { id: 'testCode', header: 'Test', value: (o) => o.testCode, sortBy: 'alphanumeric' },
  { id: 'orderedDate', header: 'Ordered', value: (o) => o.orderedDate, sortBy: 'date' },
  { id: 'genes', header: 'Genes', value: (o) => o.genes, sortBy: 'number', align: 'end' },
];

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const bodyRows = () => document.querySelectorAll('tbody tr[aria-rowindex]');

const started = performance.now();
const root = createRoot(document.getElementById('root'));
flushSync(() =>
  root.render(
    h(
      ThemeProvider,
      { colorScheme: 'light' },
      h(DataTable, {
        caption: '10,000 orders',
        columns,
        data: orders,
        getRowId: (o) => o.orderNumber,
        pagination: false,
        selectionMode: 'multiple',
        maxHeight: '600px',
      }),
    ),
  ),
);
const mountMs = performance.now() - started;

window.loci = {
  rowCount,
  mountMs,
  domRows: () => bodyRows().length,
  /** Clicks a column's sort button; times the React commit and the next painted frame. */
  async sort(header) {
    const th = [...document.querySelectorAll('thead th')].find((cell) =>
      cell.textContent.startsWith(header),
    );
    const before = th.getAttribute('aria-sort');
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(th, { attributes: true, attributeFilter: ['aria-sort'] });
    });
    const start = performance.now();
    th.querySelector('button').click();
    const committed = th.getAttribute('aria-sort') !== before ? performance.now() : await changed;
    await nextFrame();
    return {
      direction: th.getAttribute('aria-sort'),
      commitMs: committed - start,
      paintMs: performance.now() - start,
      domRows: bodyRows().length,
    };
  },
  /** Scrolls to the end and reports what is rendered there. */
  async scrollToEnd() {
    const scroller = document.querySelector('[role="region"]');
    scroller.scrollTop = scroller.scrollHeight;
    await nextFrame();
    await nextFrame();
    const rows = bodyRows();
    return {
      domRows: rows.length,
      lastRowIndex: rows[rows.length - 1]?.getAttribute('aria-rowindex'),
    };
  },
  /** Scrolls `steps` times by `stepPx`, timing each step to the next frame; tracks the DOM row count. */
  async scrollFrames(steps, stepPx) {
    const scroller = document.querySelector('[role="region"]');
    const frames = [];
    let maxDomRows = 0;
    for (let step = 0; step < steps; step += 1) {
      const start = performance.now();
      scroller.scrollTop += stepPx;
      await nextFrame();
      frames.push(performance.now() - start);
      maxDomRows = Math.max(maxDomRows, bodyRows().length);
    }
    return { frames, maxDomRows, scrollTop: scroller.scrollTop };
  },
  async scrollToTop() {
    document.querySelector('[role="region"]').scrollTop = 0;
    await nextFrame();
    await nextFrame();
  },
};
