import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  ExpandableList,
  Spinner,
  PageHeader,
  Inline,
  Stack,
} from '@loci/ui';
import { getAoeQuestions, type AoeQuestion } from '@loci/contract';
import { FavoritesViewTypes, type FavoritesViewType } from '@loci/domain';
import { useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { useCall } from '../api/callHooks.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { CartPanel } from '../cart/CartPanel.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { useFavorites } from '../favorites/FavoritesProvider.tsx';
import { testFavorite } from '../favorites/favoriteItems.ts';
import { SaveAsFavorite } from '../favorites/SaveAsFavorite.tsx';
import { useCatalogueQuery } from './catalogueGraphql.ts';
import { readTestDetailPath, testDetailPath } from './catalogueRoutes.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { cartItemOf } from './CatalogueSearchPage.tsx';
import { SuggestedCardioTests, isCustomCardioTest } from './SuggestedCardioTests.tsx';
import * as page from '../shell/page.css.ts';
import * as styles from './CatalogueSearchPage.css.ts';

function QuestionList({ questions }: { questions: readonly AoeQuestion[] }) {
  return (
    <ul>
      {questions.map((question) => (
        <li key={question.id}>
          {question.label}
          {question.required ? ' (required)' : ''}
          {question.children.length > 0 ? <QuestionList questions={question.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The questions asked when ordering the test (AOE), read-only; they need a session. */
function AoePreview({ testCode }: { testCode: string }) {
  const { status } = useSessionSnapshot();
  // No read until signed in (the key names the subject).
  const { data, error } = useCall(getAoeQuestions, { body: { testCodes: [testCode] } });
  if (status !== 'logged-in') {
    return (
      <p className={styles.muted}>
        Sign in to preview the questions asked when ordering this test.
      </p>
    );
  }
  if (error) return <Banner severity="error">The order questions could not be loaded.</Banner>;
  if (!data) return <Spinner label="Loading the order questions" />;
  const sections = data.flatMap((form) => form.sections);
  if (sections.length === 0)
    return <p className={styles.muted}>No questions are asked when ordering this test.</p>;
  return (
    <>
      {sections.map((section) => (
        <div key={section.code}>
          <h3>{section.name}</h3>
          {section.groups.map((group) => (
            <div key={group.id}>
              <h4>{group.name}</h4>
              <QuestionList questions={group.questions} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function favoritesViewOf(fav: string | null): FavoritesViewType | null {
  return FavoritesViewTypes.find((type) => type === fav) ?? null;
}

/** A test's page (`/tests/{code}/{slug}`): genes, turnaround time, AOE preview, cart and favorites. */
export function TestDetailPage() {
  const location = useLocation();
  // The route-parameter rule (word characters, percent signs, hyphens; URL-decoded) on the address.
  const params = readTestDetailPath(location.pathname);
  const fav = favoritesViewOf(new URLSearchParams(location.search).get('fav'));
  const { data, error } = useCatalogueQuery(
    'testByCode',
    params ? { code: params.testCode } : null,
  );
  const test = data?.test ?? null;
  const title = test && !test.hide_details_page ? test.display_name || test.name : 'Test';
  const heading = usePageHeading(title);
  const { add } = useCart();
  const favorites = useFavorites();
  const [asKit, setAsKit] = useState(false);

  if (!params) return <NotFoundPage />;
  if (error) {
    return <Banner severity="error">This test could not be loaded. Please try again.</Banner>;
  }
  if (!data) return <Spinner label="Loading the test" />;
  if (!test || test.hide_details_page) {
    return (
      <Stack as="section" gap="lg" aria-labelledby="test-title">
        <PageHeader
          title="Test not available"
          headingProps={{ id: 'test-title', ref: heading, tabIndex: -1 }}
        />
        <EmptyState
          headingLevel={2}
          title="This test has no details page"
          description="It may have been withdrawn or replaced."
          action={<Link to="/tests">Browse the test catalogue</Link>}
        />
      </Stack>
    );
  }
  if (test.slug !== params.slug) {
    return <Navigate to={testDetailPath(test.test_code, test.slug, fav ?? undefined)} replace />;
  }
  const isFavorite = favorites.isFavorite('Tests', test.id);
  return (
    <Stack as="section" gap="lg" aria-labelledby="test-title">
      {fav ? (
        <p>
          <Link to={`/user-account#profile/favorites?fav=${fav}`}>Back to your favorites</Link>
        </p>
      ) : null}
      <PageHeader title={title} headingProps={{ id: 'test-title', ref: heading, tabIndex: -1 }} />
      {test.subtitle ? <p className={page.lead}>{test.subtitle}</p> : null}
      <div className={styles.layout}>
        <Stack gap="md">
          <Checkbox
            label="Order as a kit"
            description="A specimen collection kit is shipped to the patient."
            checked={asKit}
            onChange={(event) => setAsKit(event.target.checked)}
          />
          <Inline>
            <Button
              variant="primary"
              onClick={() => add({ ...cartItemOf(test), ...(asKit ? { orderedAsKit: true } : {}) })}
            >
              Add to cart
            </Button>
            <Button
              variant="secondary"
              aria-pressed={isFavorite}
              onClick={() =>
                isFavorite
                  ? favorites.remove('Tests', test.id)
                  : favorites.add('Tests', testFavorite(test))
              }
            >
              {isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            </Button>
          </Inline>
          <SaveAsFavorite test={test} />
          {test.short_description ? <p>{test.short_description}</p> : null}
          <dl className={page.details}>
            <dt>Test code</dt>
            <dd>{test.test_code}</dd>
            <dt>Turnaround time</dt>
            <dd>{test.turnaround_time ?? 'Not stated'}</dd>
            <dt>Approved in New York State</dt>
            <dd>{test.ny_approved ? 'Yes' : 'No'}</dd>
            {test.categories.length > 0 ? (
              <>
                <dt>Categories</dt>
                <dd>{test.categories.map((category) => category.name).join(', ')}</dd>
              </>
            ) : null}
            {test.conditions.length > 0 ? (
              <>
                <dt>Conditions</dt>
                <dd>{test.conditions.map((condition) => condition.name).join(', ')}</dd>
              </>
            ) : null}
            {test.max_number_of_genes !== null && test.customizable ? (
              <>
                <dt>Most genes</dt>
                <dd>{test.max_number_of_genes}</dd>
              </>
            ) : null}
          </dl>
          {test.is_test_package && test.package_tests.length > 0 ? (
            <>
              <h2>Tests in this package</h2>
              <ul>
                {test.package_tests.map((member) => (
                  <li key={member.test_code}>
                    <Link to={testDetailPath(member.test_code, member.slug)}>{member.name}</Link> (
                    {member.test_code})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>Genes ({test.genes.length})</h2>
          {test.genes.length > 0 ? (
            <ExpandableList
              label="Genes"
              items={test.genes}
              getKey={(gene) => gene.id}
              renderItem={(gene) => (
                <>
                  <strong>{gene.name}</strong> {gene.fullName}
                  {gene.location ? ` (${gene.location})` : ''}
                </>
              )}
            />
          ) : (
            <p className={styles.muted}>
              {test.customizable
                ? `Genes are chosen when ordering (${String(test.optional_genes.length)} available).`
                : 'This test does not list genes.'}
            </p>
          )}
          {isCustomCardioTest(test) ? (
            <SuggestedCardioTests customTestCode={test.test_code} />
          ) : null}
          <h2>Questions asked when ordering</h2>
          <AoePreview testCode={test.test_code} />
        </Stack>
        <CartPanel />
      </div>
    </Stack>
  );
}
