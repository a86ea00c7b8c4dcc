import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { FavoritesProvider, useFavorites, type FavoritesActions } from './FavoritesProvider.tsx';
import { pendingFavoriteKey } from './pendingFavorite.ts';

const probe: { favorites: FavoritesActions | null } = { favorites: null };
function Probe() {
  const favorites = useFavorites();
  useEffect(() => {
    probe.favorites = favorites;
  });
  return null;
}

const hcmPanel = {
  key: '11',
  name: 'Hypertrophic Cardiomyopathy Panel',
  data: { id: '11', code: 'C1004', slug: 'hcm-panel' },
};

describe('FavoritesProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signed out: holds the favorite for the session and starts sign-in back to this page', async () => {
    const { services, session } = fakeCatalogueServices({ signedIn: false });
    const view = await renderWithServices(
      services,
      '/tests/C1004/hcm-panel',
      <FavoritesProvider>
        <Probe />
      </FavoritesProvider>,
    );
    act(() => probe.favorites?.add('Tests', hcmPanel));
    expect(JSON.parse(sessionStorage.getItem(pendingFavoriteKey) ?? 'null')).toEqual({
      type: 'Tests',
      favorite: hcmPanel,
    });
    expect(session.signIn).toHaveBeenCalledTimes(1);
    expect(probe.favorites?.favorites.tests).toEqual([]);
    view.unmount();
  });

  it('signed in: loads, verifies, then adds the held favorite once and saves it', async () => {
    sessionStorage.setItem(
      pendingFavoriteKey,
      JSON.stringify({ type: 'Tests', favorite: hcmPanel }),
    );
    const posts: unknown[] = [];
    const { services, toasts } = fakeCatalogueServices({
      signedIn: true,
      portal: (path, body) => {
        if (path === '/favorites/get') return { success: true, data: [] };
        if (path === '/favorites') {
          posts.push(body);
          return { success: true, data: body };
        }
        return undefined;
      },
    });
    const view = await renderWithServices(
      services,
      '/tests',
      <FavoritesProvider>
        <Probe />
      </FavoritesProvider>,
    );
    await view.settle(10);
    expect(probe.favorites?.status).toBe('ready');
    expect(probe.favorites?.isFavorite('Tests', '11')).toBe(true);
    expect(posts).toEqual([[{ Type: 'Tests', Blob: JSON.stringify([hcmPanel]) }]]);
    expect(toasts()).toEqual(['favorites added']);
    expect(sessionStorage.getItem(pendingFavoriteKey)).toBeNull();
    view.unmount();
  });
});
