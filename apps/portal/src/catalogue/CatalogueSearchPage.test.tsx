// The catalogue search's "Save filter": the filters of the address (page left out) saved as a
// favorite with the spec's "Filter saved" toast, sent to the server and listed on the favorites page.
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCatalogueServices, renderWithServices } from './catalogueTesting.tsx';
import { CatalogueSearchPage } from './CatalogueSearchPage.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { FavoritesPage } from '../favorites/FavoritesPage.tsx';

type Posted = Array<{ Type: string; Blob: string }>;

function catalogueServer() {
  const posts: Posted[] = [];
  const fake = fakeCatalogueServices({
    signedIn: true,
    graphql: {
      Categories: () => ({ categories: [{ id: 'oncology', name: 'Oncology', parent: null }] }),
      Conditions: () => ({ conditions: [] }),
      Genes: () => ({
        genes: [{ id: 'brca1', name: 'BRCA1', fullName: 'BRCA1 DNA repair', location: null }],
      }),
      SearchTests: () => ({
        searchTests: { pages: 0, page: 1, pageSize: 20, total: 0, items: [] },
      }),
      VerifyFavorites: () => ({ verifyFavorites: { tests: [], diagnoses: [] } }),
    },
    portal: (path, body) => {
      if (path === '/favorites/get') return { success: true, data: [] };
      if (path === '/favorites') {
        posts.push(body as Posted);
        return { success: true, data: body };
      }
      return undefined;
    },
  });
  return { ...fake, posts };
}

function savedFilters(posts: Posted[]): unknown[] {
  const item = posts.at(-1)?.find((entry) => entry.Type.toLowerCase().includes('filter'));
  return item ? (JSON.parse(item.Blob) as unknown[]) : [];
}

const search = 'searchType=Tests&term=brca&category=oncology&genes=brca1';
const name = 'Tests: “brca” · category oncology · genes BRCA1';

describe('CatalogueSearchPage: Save filter', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('saves the filters (page left out) with "Filter saved" and lists them on the favorites page', async () => {
    const server = catalogueServer();
    const view = await renderWithServices(
      server.services,
      `/tests?${search}&page=2`,
      <CartProvider>
        <FavoritesProvider>
          <CatalogueSearchPage title="Test catalogue" lead="Browse the lab’s tests." />
        </FavoritesProvider>
      </CartProvider>,
    );
    unmount = view.unmount;
    await view.settle(10);
    const save = screen.getByRole('button', { name: 'Save filter' });
    expect(save).toBeEnabled();
    await userEvent.setup().click(save);
    await waitFor(() => expect(server.toasts()).toContain('Filter saved'));
    expect(server.toasts()).not.toContain('favorites added');
    // The same filters cannot be saved twice.
    expect(screen.getByRole('button', { name: 'Save filter' })).toBeDisabled();
    await waitFor(() =>
      expect(savedFilters(server.posts)).toEqual([
        expect.objectContaining({ key: search, name, data: { search } }),
      ]),
    );
    view.unmount();
    unmount = undefined;

    const favorites = await renderWithServices(
      server.services,
      '/user-account#profile/favorites?fav=Tests',
      <FavoritesProvider>
        <FavoritesPage fav="Tests" />
      </FavoritesProvider>,
    );
    unmount = favorites.unmount;
    await favorites.settle(10);
    const list = screen.getByRole('list', { name: 'Saved filters' });
    expect(within(list).getByRole('link', { name })).toHaveAttribute('href', `/tests?${search}`);
  });
});
