// One page of catalogue search results as the catalogue search and the site search show them:
// how many were found, the page's list, and the pager (which keeps its page when the count moves).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '@loci/ui';
import { catalogueSearchLimits } from '@loci/contract';
import { testDetailPath } from './catalogueRoutes.ts';
import * as styles from './CatalogueSearchPage.css.ts';

const pageSize = catalogueSearchLimits.defaultPageSize;

/** "3 tests found", announced as the results change. */
export function FoundCount({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <p className={styles.muted} aria-live="polite">
      {total} {total === 1 ? one : many} found
    </p>
  );
}

export function ResultPages({
  noun,
  total,
  page,
  onPageChange,
  children,
}: {
  /** What is listed, e.g. "Test": names the list "Tests" and the pager "Test result pages". */
  noun: string;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The page's `<li>` items. */
  children: ReactNode;
}) {
  return (
    <>
      <ul className={styles.results} aria-label={`${noun}s`}>
        {children}
      </ul>
      <Pagination
        aria-label={`${noun} result pages`}
        totalCount={total}
        page={page}
        pageSize={pageSize}
        resetOnCountChange={false}
        onPageChange={onPageChange}
      />
    </>
  );
}

/** A found test's name: a link to its details page unless the test has none. */
export function TestName({
  test,
}: {
  test: { name: string; test_code: string; slug: string; hide_details_page: boolean };
}) {
  return test.hide_details_page ? (
    test.name
  ) : (
    <Link to={testDetailPath(test.test_code, test.slug)}>{test.name}</Link>
  );
}
