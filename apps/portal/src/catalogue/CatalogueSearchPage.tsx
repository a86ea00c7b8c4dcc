import { useState } from 'react';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  Spinner,
  visuallyHidden,
  PageHeader,
  Stack,
} from '@loci/ui';
import {
  catalogueSearchVariables,
  serializeCatalogueSearchQuery,
  type CatalogueSearchQuery,
} from '@loci/domain';
import { catalogueSearchLimits } from '@loci/contract';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { CartPanel } from '../cart/CartPanel.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { useFavorites } from '../favorites/FavoritesProvider.tsx';
import { describeFilter } from '../favorites/favoriteItems.ts';
import { useCatalogueFilters } from './useCatalogueFilters.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import {
  useCatalogueQuery,
  type CatalogueTestSummary,
  type GeneSearchHit,
} from './catalogueGraphql.ts';
import { FoundCount, ResultPages, TestName } from './ResultPages.tsx';
import * as page from '../shell/page.css.ts';
import * as styles from './CatalogueSearchPage.css.ts';

const pageSize = catalogueSearchLimits.defaultPageSize;

export function cartItemOf(test: Pick<CatalogueTestSummary, 'test_code' | 'name' | 'slug'>) {
  return { code: test.test_code, name: test.name, slug: test.slug };
}

function TestResult({
  test,
  selected,
  onSelect,
}: {
  test: CatalogueTestSummary;
  selected: boolean;
  onSelect(selected: boolean): void;
}) {
  const { add } = useCart();
  const titleId = `test-${test.id}-title`;
  return (
    <li className={styles.result} aria-labelledby={titleId}>
      <Checkbox
        label={<span className={visuallyHidden}>Select {test.name}</span>}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className={styles.resultBody}>
        <h2 id={titleId} className={styles.resultTitle}>
          <TestName test={test} />
        </h2>
        <p className={styles.muted}>
          Test code {test.test_code}
          {test.turnaround_time ? ` · Turnaround time ${test.turnaround_time}` : ''}
          {test.genes.length > 0
            ? ` · ${String(test.genes.length)} ${test.genes.length === 1 ? 'gene' : 'genes'}`
            : ''}
          {test.ny_approved ? ' · Approved in New York State' : ''}
        </p>
        {test.subtitle ? <p className={styles.muted}>{test.subtitle}</p> : null}
      </div>
      <Button
        variant="secondary"
        aria-label={`Add to cart: ${test.test_code}`}
        onClick={() => add(cartItemOf(test))}
      >
        Add to cart
      </Button>
    </li>
  );
}

/** The spinner in the first page's place, so nothing below it moves when the page arrives. */
function LoadingResults({ label }: { label: string }) {
  return (
    <div className={styles.loadingResults}>
      <Spinner label={label} />
    </div>
  );
}

function TestResults({
  query,
  onPage,
}: {
  query: CatalogueSearchQuery;
  onPage(page: number): void;
}) {
  const { data, error, isLoading } = useCatalogueQuery(
    'searchTests',
    { ...catalogueSearchVariables(query, pageSize), searchType: undefined },
    { keepPreviousData: true },
  );
  const { addSeveral } = useCart();
  const [selected, setSelected] = useState<ReadonlyMap<string, CatalogueTestSummary>>(new Map());
  if (error)
    return <Banner severity="error">The tests could not be loaded. Please try again.</Banner>;
  if (!data) return isLoading ? <LoadingResults label="Loading tests" /> : null;
  const answer = data.searchTests;
  if (answer.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No tests match these filters"
        description="Try fewer filters or other words."
      />
    );
  }
  return (
    <>
      <div className={styles.toolbar}>
        <FoundCount total={answer.total} one="test" many="tests" />
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => {
            const outcome = addSeveral([...selected.values()].map(cartItemOf));
            if (outcome.ok) setSelected(new Map());
          }}
        >
          Add selected to cart ({selected.size})
        </Button>
      </div>
      <ResultPages noun="Test" total={answer.total} page={query.page} onPageChange={onPage}>
        {answer.items.map((test) => (
          <TestResult
            key={test.id}
            test={test}
            selected={selected.has(test.id)}
            onSelect={(on) =>
              setSelected((current) => {
                const next = new Map(current);
                if (on) next.set(test.id, test);
                else next.delete(test.id);
                return next;
              })
            }
          />
        ))}
      </ResultPages>
    </>
  );
}

function GeneResults({
  query,
  onChange,
}: {
  query: CatalogueSearchQuery;
  onChange(change: Partial<CatalogueSearchQuery>): void;
}) {
  const { data, error, isLoading } = useCatalogueQuery(
    'searchGenes',
    { ...catalogueSearchVariables(query, pageSize), searchType: undefined },
    { keepPreviousData: true },
  );
  if (error)
    return <Banner severity="error">The genes could not be loaded. Please try again.</Banner>;
  if (!data) return isLoading ? <LoadingResults label="Loading genes" /> : null;
  const answer = data.searchGenes;
  if (answer.total === 0) {
    return <EmptyState headingLevel={2} title="No genes match these filters" />;
  }
  return (
    <>
      <FoundCount total={answer.total} one="gene" many="genes" />
      <ResultPages
        noun="Gene"
        total={answer.total}
        page={query.page}
        onPageChange={(next) => onChange({ page: next })}
      >
        {answer.items.map((gene: GeneSearchHit) => (
          <li key={gene.id} className={styles.result}>
            <div className={styles.resultBody}>
              <h2 className={styles.resultTitle}>{gene.name}</h2>
              <p className={styles.muted}>
                {gene.fullName}
                {gene.location ? ` · ${gene.location}` : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() =>
                onChange({
                  searchType: 'Tests',
                  genes: [...query.genes.filter((id) => id !== gene.id), gene.id],
                })
              }
            >
              Show {gene.testCount} {gene.testCount === 1 ? 'test' : 'tests'} with {gene.name}
            </Button>
          </li>
        ))}
      </ResultPages>
    </>
  );
}

export interface CatalogueSearchPageProps {
  title: string;
  lead: string;
}

/** /tests, /tests/search and /test-launchpad: the catalogue search with its cart. */
export function CatalogueSearchPage({ title, lead }: CatalogueSearchPageProps) {
  const heading = usePageHeading(title);
  const { query, update, touch, flush } = useCatalogueFilters();
  const favorites = useFavorites();
  const filterSearch = serializeCatalogueSearchQuery({ ...query, page: 1 });
  // Following a link (a test's page) writes the pending filters first: Back returns to them, and
  // no write due a moment later takes the user back here while the next page renders.
  const flushBeforeLeaving = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) flush();
  };
  return (
    <Stack
      as="section"
      gap="lg"
      aria-labelledby="catalogue-title"
      onClickCapture={flushBeforeLeaving}
    >
      <PageHeader
        title={title}
        headingProps={{ id: 'catalogue-title', ref: heading, tabIndex: -1 }}
      />
      <p className={page.lead}>{lead}</p>
      <div className={styles.layout}>
        <Stack gap="md">
          <CatalogueFilters query={query} onChange={update} onTyping={touch} />
          <div className={styles.toolbar}>
            <Button
              variant="tertiary"
              disabled={favorites.isFavorite('Filters', filterSearch)}
              onClick={() =>
                favorites.add('Filters', {
                  key: filterSearch,
                  name: describeFilter(query),
                  data: { search: filterSearch },
                })
              }
            >
              Save filter
            </Button>
          </div>
          {query.searchType === 'Genes' ? (
            <GeneResults query={query} onChange={update} />
          ) : (
            <TestResults query={query} onPage={(next) => update({ page: next })} />
          )}
        </Stack>
        <CartPanel />
      </div>
    </Stack>
  );
}
