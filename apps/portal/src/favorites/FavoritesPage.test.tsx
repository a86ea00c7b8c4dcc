// The favorites view as users meet it: tabs chosen by the fav query, an ICD-10-CM typeahead and an
// insurance plan typeahead that save through POST /favorites with the spec's toasts, panels from
// the catalogue, and deep links that add the fav query to the item's slug.
import { act } from 'react';
import { afterEach, beforeEach, describe, it } from 'vitest';
// The kit's Storybook test bundle: Testing Library's screen and user-event, and jest-dom matchers.
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { typeaheadDriver } from '@loci/ui/test';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { FavoritesProvider } from './FavoritesProvider.tsx';
import { FavoritesPage, favoriteHref, favoritesTabOf } from './FavoritesPage.tsx';
import { diagnosisFavorite, sliceFavorite } from './favoriteItems.ts';

type Posted = Array<{ Type: string; Blob: string }>;

function favoritesServer(initial: Posted = []) {
  const posts: Posted[] = [];
  const searches: string[] = [];
  const icdQueries: Array<Record<string, unknown>> = [];
  const fake = fakeCatalogueServices({
    signedIn: true,
    graphql: {
      VerifyFavorites: (variables) => ({
        verifyFavorites: {
          tests: [],
          diagnoses: ((variables.diagnosisIds as string[] | undefined) ?? []).map((code) => ({
            code,
            exists: true,
          })),
        },
      }),
      IcdCodes: (variables) => {
        icdQueries.push(variables);
        return {
          icdCodes: {
            pages: 1,
            page: 1,
            pageSize: 20,
            total: 2,
            items: [
              {
                code: 'E84.0',
                description: 'Cystic fibrosis with pulmonary manifestations',
                billable: true,
              },
              { code: 'E84.11', description: 'Meconium ileus in cystic fibrosis', billable: true },
            ],
          },
        };
      },
      SearchTests: () => ({
        searchTests: {
          pages: 1,
          page: 1,
          pageSize: 20,
          total: 2,
          items: [
            {
              id: '11',
              key: 'hcm-panel',
              name: 'Hypertrophic Cardiomyopathy Panel',
              test_code: 'C1004',
              slug: 'hcm-panel',
              customizable: false,
              genes: [
                { id: 'myh7', name: 'MYH7' },
                { id: 'mybpc3', name: 'MYBPC3' },
                { id: 'tnnt2', name: 'TNNT2' },
                { id: 'tpm1', name: 'TPM1' },
              ],
            },
            {
              id: '40',
              key: 'slice',
              name: 'Slice',
              test_code: '706',
              slug: 'slice',
              customizable: true,
              genes: [],
            },
          ],
        },
      }),
    },
    portal: (path, body) => {
      if (path === '/favorites/get') return { success: true, data: initial };
      if (path === '/favorites') {
        posts.push(body as Posted);
        return { success: true, data: body };
      }
      if (path.startsWith('/references/insurance/search/')) {
        searches.push(path);
        return {
          success: true,
          data: [
            {
              planCode: 'AETNA-PPO',
              planName: 'Aetna Choice POS II',
              category: 'Other',
              insurancePlanCompany: 'Aetna',
              biEnabled: true,
              canPerformFederalInsuranceBi: false,
              network: 'IN',
              beaconPlanCode: null,
              isXifin: false,
            },
          ],
        };
      }
      return undefined;
    },
  });
  return { ...fake, posts, searches, icdQueries };
}

function blobOf(posts: Posted[], type: string): unknown[] {
  const item = posts.at(-1)?.find((entry) => entry.Type === type);
  return item ? (JSON.parse(item.Blob) as unknown[]) : [];
}

async function renderFavorites(server: ReturnType<typeof favoritesServer>, fav: string | null) {
  const view = await renderWithServices(
    server.services,
    `/user-account#profile/favorites${fav ? `?fav=${fav}` : ''}`,
    <FavoritesProvider>
      <FavoritesPage fav={fav} />
    </FavoritesProvider>,
  );
  await view.settle(10);
  return view;
}

// Typeahead searches wait out the spec's 300 ms debounce; the machine may be shared and slow.
const typeaheadTestTimeout = 20_000;

describe('FavoritesPage', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('chooses the tab from the fav query (Tests when absent or unknown)', () => {
    expect(favoritesTabOf('Diagnosis')).toBe('Diagnosis');
    expect(favoritesTabOf('Insurances')).toBe('Insurances');
    expect(favoritesTabOf('Slices')).toBe('Slices');
    expect(favoritesTabOf('Filters')).toBe('Tests');
    expect(favoritesTabOf(null)).toBe('Tests');
  });

  it(
    'saves a diagnosis code from the ICD-10-CM typeahead, then removes it, with the toasts',
    async () => {
      const server = favoritesServer();
      const view = await renderFavorites(server, 'Diagnosis');
      unmount = () => view.unmount();
      expect(screen.getByRole('tab', { name: /Diagnosis codes/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const user = userEvent.setup();
      const icd = typeaheadDriver(
        screen.getByRole('combobox', { name: /Add a diagnosis code/ }),
        user,
      );
      await icd.search('E84');
      expect(server.icdQueries.at(-1)).toEqual({
        code: 'E84',
        billableOnly: true,
        page: 1,
        pageSize: 20,
      });
      await icd.search('cystic fibro');
      expect(server.icdQueries.at(-1)).toMatchObject({
        description: 'cystic fibro',
        billableOnly: true,
      });
      expect(icd.optionLabels()).toContain('E84.0 Cystic fibrosis with pulmonary manifestations');
      await icd.choose('E84.0 Cystic fibrosis with pulmonary manifestations');
      await view.settle(5);
      expect(blobOf(server.posts, 'Diagnosis')).toEqual([
        diagnosisFavorite({
          code: 'E84.0',
          description: 'Cystic fibrosis with pulmonary manifestations',
        }),
      ]);
      expect(server.toasts()).toContain('favorites added');
      const list = screen.getByRole('list', { name: 'Saved diagnosis codes' });
      expect(within(list).getByText('Cystic fibrosis with pulmonary manifestations')).toBeTruthy();
      expect(within(list).getByText('ICD-10-CM E84.0')).toBeTruthy();

      await user.click(
        screen.getByRole('button', {
          name: 'Remove Cystic fibrosis with pulmonary manifestations from favorites',
        }),
      );
      await view.settle(5);
      expect(blobOf(server.posts, 'Diagnosis')).toEqual([]);
      expect(server.toasts()).toContain('favorites removed');
      expect(screen.queryByRole('list', { name: 'Saved diagnosis codes' })).toBeNull();
    },
    typeaheadTestTimeout,
  );

  it(
    'saves an insurance plan for the chosen payment type',
    async () => {
      const server = favoritesServer();
      const view = await renderFavorites(server, 'Insurances');
      unmount = () => view.unmount();
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Payment type' }), 'MCR');
      const plans = typeaheadDriver(
        screen.getByRole('combobox', { name: /Add an insurance plan/ }),
        user,
      );
      await plans.search('aetna');
      expect(server.searches.at(-1)).toBe('/references/insurance/search/aetna/MCR');
      await plans.choose('Aetna Choice POS II');
      await view.settle(5);
      expect(blobOf(server.posts, 'Insurances')).toEqual([
        {
          key: 'MCR:AETNA-PPO',
          name: 'Aetna Choice POS II',
          data: {
            planCode: 'AETNA-PPO',
            planName: 'Aetna Choice POS II',
            company: 'Aetna',
            paymentType: 'MCR',
          },
        },
      ]);
      const list = screen.getByRole('list', { name: 'Saved insurance plans' });
      expect(within(list).getByText('Medicare · Aetna · plan AETNA-PPO')).toBeTruthy();
    },
    typeaheadTestTimeout,
  );

  it(
    'saves a panel test from the catalogue (not a slice test) with a deep link to it',
    async () => {
      const server = favoritesServer();
      const view = await renderFavorites(server, 'Panels');
      unmount = () => view.unmount();
      const user = userEvent.setup();
      const panels = typeaheadDriver(
        screen.getByRole('combobox', { name: /Add a panel from the catalogue/ }),
        user,
      );
      await panels.search('hcm');
      expect(panels.optionLabels()).toEqual(['Hypertrophic Cardiomyopathy Panel']);
      await panels.choose('Hypertrophic Cardiomyopathy Panel');
      await view.settle(5);
      const link = screen.getByRole('link', { name: 'Hypertrophic Cardiomyopathy Panel' });
      expect(link.getAttribute('href')).toBe('/tests/C1004/hcm-panel?fav=Panels');
      expect(screen.getByText('C1004 · 4 genes: MYH7, MYBPC3, TNNT2 and 1 more')).toBeTruthy();
      expect(blobOf(server.posts, 'Panels')).toHaveLength(1);
    },
    typeaheadTestTimeout,
  );

  it(
    'lists saved slices with a slice tool deep link, and moves between tabs by the address',
    async () => {
      const slice = sliceFavorite({ name: 'Slice', test_code: '706' }, 'My HCM genes', [
        { id: 'myh7', name: 'MYH7' },
      ]);
      const server = favoritesServer([{ Type: 'Slices', Blob: JSON.stringify([slice]) }]);
      const view = await renderFavorites(server, 'Slices');
      unmount = () => view.unmount();
      const link = screen.getByRole('link', { name: 'My HCM genes' });
      expect(link.getAttribute('href')).toBe('/slice-tool?code=706&slice=my-hcm-genes&fav=Slices');
      // Slices are saved in the slice tool: the hint says so and links to it.
      expect(document.body.textContent).toContain(
        'Build a gene set in the slice tool and save it there as a favorite slice.',
      );
      expect(screen.getByRole('link', { name: 'Open the slice tool' }).getAttribute('href')).toBe(
        '/slice-tool',
      );
      expect(screen.getByRole('tab', { name: 'Slices (1)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await act(async () => {
        await userEvent.setup().click(screen.getByRole('tab', { name: /Insurances/ }));
      });
      await waitFor(() =>
        expect(view.location()).toBe('/user-account#profile/favorites?fav=Insurances'),
      );
    },
    typeaheadTestTimeout,
  );

  it('gives every saved kind its deep link or none', () => {
    expect(
      favoriteHref('Tests', {
        key: '11',
        name: 'HCM',
        data: { id: '11', code: 'C1004', slug: 'hcm' },
      }),
    ).toBe('/tests/C1004/hcm?fav=Tests');
    expect(favoriteHref('Filters', { key: 'f', name: 'f', data: { search: 'term=brca' } })).toBe(
      '/tests?term=brca',
    );
    expect(favoriteHref('Diagnosis', diagnosisFavorite({ code: 'E84.0', description: 'CF' }))).toBe(
      null,
    );
    expect(favoriteHref('Panels', { key: '1', name: 'broken', data: null })).toBeNull();
  });
});
