import { forwardRef, useId, type MouseEvent, type ReactNode } from 'react';
import { useUiMessages } from '../messages';
import { fillMessage } from '../internal/fillMessage';
import { usePageState } from './usePageState';
import {
  countPages,
  defaultListPageSize,
  pageRange,
  pageWindow,
  pageWindowSize,
  type PageSize,
} from './pageWindow';
import { useFirstPageOnCountChange } from './useFirstPageOnCountChange';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** How many items are being paged (all pages together). */
  totalCount: number;
  /** The current page, 1-based, when the caller controls it. */
  page?: number;
  /** The first page shown when uncontrolled. Defaults to 1. */
  defaultPage?: number;
  /** Told the new page (1-based) on every page change, controlled or not. */
  onPageChange?: (page: number) => void;
  /** Items per page, or `'all'`, when the caller controls it. */
  pageSize?: PageSize;
  /** Items per page when uncontrolled. Defaults to 10 (document 3: lists); data tables use 25. */
  defaultPageSize?: PageSize;
  /** Told the new page size on every change; the pager then goes to page 1. */
  onPageSizeChange?: (pageSize: PageSize) => void;
  /**
   * Sizes offered in a "Rows per page" selector, e.g. `dataTablePageSizes` (10, 25, 50, 100, All).
   * The selector is shown only when there are at least two sizes to choose from: leave empty, or
   * pass a single size (a fixed server page size), to show no selector.
   */
  pageSizeOptions?: readonly PageSize[];
  /** How many page buttons are shown at once. Defaults to 5 (document 3). */
  windowSize?: number;
  /**
   * Go back to page 1 when `totalCount` changes (document 1: paged lists reset to the first page
   * when the item count changes). On by default; turn off only when the owner resets itself.
   */
  resetOnCountChange?: boolean;
  /** Shows "1–25 of 240" beside the buttons, announced politely when it changes. On by default. */
  showRange?: boolean;
  /** Names the navigation landmark; defaults to the kit's "Pagination" text. Give each pager on a page its own name. */
  'aria-label'?: string;
  /** Extra class on the `nav`, for layout by the owner. */
  className?: string;
  /** Extra content at the end of the bar (e.g. an export button). */
  children?: ReactNode;
}

/**
 * A pager: first, previous, a window of page buttons (the current one marked with
 * `aria-current="page"`), next and last, inside a labelled `nav`; optionally a page-size selector
 * and the range of items shown. Works controlled (`page`, `pageSize`) or uncontrolled
 * (`defaultPage`, `defaultPageSize`), and goes back to page 1 when the item count changes.
 * Disabled buttons stay focusable (`aria-disabled`) so keyboard focus is never lost on the last page.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    totalCount,
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    pageSize: pageSizeProp,
    defaultPageSize = defaultListPageSize,
    onPageSizeChange,
    pageSizeOptions,
    windowSize = pageWindowSize,
    resetOnCountChange = true,
    showRange = true,
    'aria-label': ariaLabel,
    className,
    children,
  },
  ref,
) {
  const messages = useUiMessages();
  const selectId = useId();
  const { page, setPage, pageSize, setPageSize } = usePageState(
    { page: pageProp, defaultPage, onPageChange, pageSize: pageSizeProp, onPageSizeChange },
    defaultPageSize,
  );
  useFirstPageOnCountChange(resetOnCountChange ? totalCount : undefined, () => setPage(1));

  const pageCount = countPages(totalCount, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const { start, end } = pageRange(current, pageSize, totalCount);

  const goTo = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget.getAttribute('aria-disabled') === 'true') return;
    setPage(Math.min(Math.max(1, target), pageCount));
  };

  const stepButton = (label: string, glyph: string, target: number, disabled: boolean) => (
    <li>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={label}
        aria-disabled={disabled || undefined}
        onClick={goTo(target)}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    </li>
  );

  return (
    <nav
      ref={ref}
      aria-label={ariaLabel ?? messages.paginationLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {showRange ? (
        // A polite live region (present before it changes) so that paging is announced.
        <span className={styles.range} aria-live="polite" aria-atomic="true">
          {totalCount > 0
            ? fillMessage(messages.paginationRange, {
                start: start.toLocaleString(),
                end: end.toLocaleString(),
                total: totalCount.toLocaleString(),
              })
            : ''}
        </span>
      ) : null}
      <ul className={styles.pages}>
        {stepButton(messages.paginationFirst, '«', 1, current <= 1)}
        {stepButton(messages.paginationPrevious, '‹', current - 1, current <= 1)}
        {pageWindow(current, pageCount, windowSize).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={fillMessage(messages.paginationPage, { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onClick={goTo(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {stepButton(messages.paginationNext, '›', current + 1, current >= pageCount)}
        {stepButton(messages.paginationLast, '»', pageCount, current >= pageCount)}
      </ul>
      {pageSizeOptions && pageSizeOptions.length > 1 ? (
        <span className={styles.pageSize}>
          <label htmlFor={selectId}>{messages.paginationPageSize}</label>
          <select
            id={selectId}
            className={styles.pageSizeSelect}
            value={String(pageSize)}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setPageSize(value === 'all' ? 'all' : Number(value));
              setPage(1);
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={String(size)} value={String(size)}>
                {size === 'all' ? messages.allItems : size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {children}
    </nav>
  );
});
