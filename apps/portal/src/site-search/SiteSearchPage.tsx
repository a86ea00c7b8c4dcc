import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  RadioGroup,
  Spinner,
  TextField,
  FormSection,
  Inline,
} from '@loci/ui';
import {
  normaliseResourceSearchQuery,
  parseResourceSearchQuery,
  serializeResourceSearchQuery,
  type ResourceSearchQuery,
} from '@loci/domain';
import { catalogueSearchLimits } from '@loci/contract';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { useAddressQuery, type AddressQueryCodec } from '../catalogue/useAddressQuery.ts';
import { useCatalogueQuery } from '../catalogue/catalogueGraphql.ts';
import { FoundCount, ResultPages, TestName } from '../catalogue/ResultPages.tsx';
import { useSearchText } from '../catalogue/useSearchText.ts';
import * as page from '../shell/page.css.ts';
import * as styles from '../catalogue/CatalogueSearchPage.css.ts';
import { textOptions } from '../forms/selectOptions.ts';

/** What the site search looks through: the catalogue's tests or the lab's resources. */
export const siteSearchTypes = ['Tests', 'Resources'] as const;
export type SiteSearchType = (typeof siteSearchTypes)[number];

export function siteSearchTypeOf(query: ResourceSearchQuery): SiteSearchType {
  return query.searchType.toLowerCase() === 'resources' ? 'Resources' : 'Tests';
}

const siteSearchCodec: AddressQueryCodec<ResourceSearchQuery> = {
  parse: parseResourceSearchQuery,
  serialize: serializeResourceSearchQuery,
  normalise: normaliseResourceSearchQuery,
};

const pageSize = catalogueSearchLimits.defaultPageSize;

function TestHits({ query, onPage }: { query: ResourceSearchQuery; onPage(page: number): void }) {
  const { data, error } = useCatalogueQuery(
    'searchTests',
    { term: query.term.trim(), page: query.page, pageSize },
    { keepPreviousData: true },
  );
  if (error)
    return <Banner severity="error">The tests could not be loaded. Please try again.</Banner>;
  if (!data) return <Spinner label="Searching" />;
  const answer = data.searchTests;
  if (answer.total === 0) return <EmptyState headingLevel={2} title="No tests found" />;
  return (
    <>
      <FoundCount total={answer.total} one="test" many="tests" />
      <ResultPages noun="Test" total={answer.total} page={query.page} onPageChange={onPage}>
        {answer.items.map((test) => (
          <li key={test.id} className={styles.result}>
            <div className={styles.resultBody}>
              <h2 className={styles.resultTitle}>
                <TestName test={test} />
              </h2>
              <p className={styles.muted}>
                Test code {test.test_code}
                {test.subtitle ? ` · ${test.subtitle}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ResultPages>
    </>
  );
}

function ResourceHits({
  query,
  onChange,
}: {
  query: ResourceSearchQuery;
  onChange(change: Partial<ResourceSearchQuery>): void;
}) {
  const categories = useCatalogueQuery('resourceCategories', {});
  const { data, error } = useCatalogueQuery(
    'searchResources',
    { term: query.term.trim(), categories: query.categories, page: query.page, pageSize },
    { keepPreviousData: true },
  );
  const chosen = new Set(query.categories);
  return (
    <>
      <FormSection legend="Resource categories">
        <Inline gap="sm">
          {(categories.data?.resourceCategories ?? []).map((category) => (
            <Checkbox
              key={category.id}
              label={category.name}
              checked={chosen.has(category.id)}
              onChange={(event) =>
                onChange({
                  categories: event.target.checked
                    ? [...query.categories, category.id]
                    : query.categories.filter((id) => id !== category.id),
                })
              }
            />
          ))}
        </Inline>
      </FormSection>
      {error ? (
        <Banner severity="error">The resources could not be loaded. Please try again.</Banner>
      ) : !data ? (
        <Spinner label="Searching" />
      ) : data.searchResources.total === 0 ? (
        <EmptyState headingLevel={2} title="No resources found" />
      ) : (
        <>
          <FoundCount total={data.searchResources.total} one="resource" many="resources" />
          <ResultPages
            noun="Resource"
            total={data.searchResources.total}
            page={query.page}
            onPageChange={(next) => onChange({ page: next })}
          >
            {data.searchResources.items.map((resource) => (
              <li key={resource.id} className={styles.result}>
                <div className={styles.resultBody}>
                  <h2 className={styles.resultTitle}>
                    <a href={resource.url}>{resource.title}</a>
                  </h2>
                  <p className={styles.muted}>
                    {resource.resourceType}
                    {resource.categories.length > 0
                      ? ` · ${resource.categories.map((category) => category.name).join(', ')}`
                      : ''}
                  </p>
                  <p>{resource.description}</p>
                </div>
              </li>
            ))}
          </ResultPages>
        </>
      )}
    </>
  );
}

/** /search: the site search over tests and resources (searchType, term, categories, page). */
export function SiteSearchPage() {
  const { query, update, touch } = useAddressQuery(siteSearchCodec);
  const type = siteSearchTypeOf(query);
  const { text, setText, submit } = useSearchText(query.term, update, touch);

  return (
    <ScreenSection title="Search" headingId="site-search-title">
      <p className={page.lead}>Search the lab’s tests and resources together.</p>
      <form role="search" aria-label="Site" className={styles.filters} onSubmit={submit}>
        <RadioGroup
          label="Search in"
          layout="inline"
          name="searchType"
          value={type}
          options={textOptions(siteSearchTypes)}
          onValueChange={(value) =>
            update({ searchType: value === 'Resources' ? 'Resources' : 'Tests', categories: [] })
          }
        />
        <TextField
          label="Search words"
          type="search"
          name="term"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </form>
      {type === 'Resources' ? (
        <ResourceHits query={query} onChange={update} />
      ) : (
        <TestHits query={query} onPage={(next) => update({ page: next })} />
      )}
    </ScreenSection>
  );
}
