import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, ApiClient } from '../api/apiClient.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';
import type { FavoriteItem } from '@loci/contract';
import type { FavoriteType } from '@loci/domain';
import {
  collectionOfType,
  emptyFavorites,
  favoriteItemsOf,
  favoritesFromItems,
  type FavoriteCollections,
} from './favoriteCollections.ts';
import { createFavoritesManager } from './favoritesManager.ts';

const savedTest = (id: string, code: string, slug: string) => ({
  key: id,
  name: `Test ${code}`,
  data: { id, code, slug },
});

interface FakeServer {
  saved: FavoriteCollections;
  verification: unknown;
  posts: unknown[];
}

function fakeApi(server: FakeServer): ApiClient & { calls: ApiCall<unknown>[] } {
  const calls: ApiCall<unknown>[] = [];
  return {
    calls,
    urlOf: (call) => call.path,
    call: vi.fn(async (call: ApiCall<unknown>) => {
      calls.push(call);
      if (call.path === '/favorites/get') return favoriteItemsOf(server.saved);
      if (call.path === '/favorites') {
        server.posts.push(call.body);
        // As the server does: the posted types' items replace that type's.
        const posted = favoritesFromItems(call.body as FavoriteItem[]);
        const types = new Set((call.body as FavoriteItem[]).map((item) => item.Type));
        for (const [type, name] of Object.entries(collectionOfType)) {
          if (types.has(type as FavoriteType))
            server.saved = { ...server.saved, [name]: posted[name] };
        }
        return call.body;
      }
      if (call.path === '/graphql/catalog') {
        return { data: { verifyFavorites: server.verification } };
      }
      throw new Error(`unexpected ${call.path}`);
    }) as ApiClient['call'],
    upload: () => Promise.reject(new Error('no upload here')),
    download: () => Promise.reject(new Error('no download here')),
  };
}

const hiddenVerification = {
  tests: [
    { id: '1', exists: true, testCode: 'C1004', hideDetailsPage: false, slug: 'hcm-panel' },
    { id: '2', exists: true, testCode: 'C1099', hideDetailsPage: true, slug: 'old' },
  ],
  diagnoses: [],
};

describe('the favorites manager', () => {
  beforeEach(() => localStorage.clear());

  it('loads from the server when storage is empty, verifies, drops a hidden test and re-saves', async () => {
    const server: FakeServer = {
      saved: {
        ...emptyFavorites(),
        tests: [savedTest('1', 'C1004', 'hcm-panel'), savedTest('2', 'C1099', 'old')],
      },
      verification: hiddenVerification,
      posts: [],
    };
    const storage = createPortalStorage(localStorage);
    const manager = createFavoritesManager({ api: fakeApi(server), storage, notify: vi.fn() });
    await manager.load();
    expect(manager.snapshot().status).toBe('ready');
    expect(manager.snapshot().favorites.tests.map((test) => test.key)).toEqual(['1']);
    expect(storage.read('favorites')?.tests.map((test) => test.key)).toEqual(['1']);
    expect(server.posts).toHaveLength(1);
    const tests = (server.posts[0] as Array<{ Type: string; Blob: string }>).find(
      (item) => item.Type === 'Tests',
    );
    expect(JSON.parse(tests?.Blob ?? '[]')).toEqual([savedTest('1', 'C1004', 'hcm-panel')]);
  });

  it('prefers local storage, and does not re-save when nothing changed', async () => {
    const storage = createPortalStorage(localStorage);
    storage.write('favorites', {
      ...emptyFavorites(),
      tests: [savedTest('1', 'C1004', 'hcm-panel')],
    });
    const server: FakeServer = {
      saved: emptyFavorites(),
      verification: { tests: [hiddenVerification.tests[0]], diagnoses: [] },
      posts: [],
    };
    const api = fakeApi(server);
    const manager = createFavoritesManager({ api, storage, notify: vi.fn() });
    await manager.load();
    expect(api.calls.map((call) => call.path)).toEqual(['/graphql/catalog']);
    expect(manager.snapshot().favorites.tests).toHaveLength(1);
    expect(server.posts).toEqual([]);
  });

  it('says so when the verification answer is invalid, and keeps the favorites', async () => {
    const storage = createPortalStorage(localStorage);
    storage.write('favorites', {
      ...emptyFavorites(),
      tests: [savedTest('1', 'C1004', 'hcm-panel')],
    });
    const notify = vi.fn();
    const manager = createFavoritesManager({
      api: fakeApi({ saved: emptyFavorites(), verification: { tests: [] }, posts: [] }),
      storage,
      notify,
    });
    await manager.load();
    expect(notify).toHaveBeenCalledWith({
      severity: 'error',
      message: 'Call to verify favorites returned an invalid result',
    });
    expect(manager.snapshot().favorites.tests).toHaveLength(1);
  });

  it('saves each change locally and to the server, with the spec’s toasts', async () => {
    const server: FakeServer = { saved: emptyFavorites(), verification: null, posts: [] };
    const storage = createPortalStorage(localStorage);
    const notify = vi.fn();
    const manager = createFavoritesManager({ api: fakeApi(server), storage, notify });
    await manager.load();
    await manager.add('Tests', savedTest('1', 'C1004', 'hcm-panel'));
    expect(notify).toHaveBeenLastCalledWith({ severity: 'success', message: 'favorites added' });
    expect(storage.read('favorites')?.tests).toHaveLength(1);
    expect(server.posts.at(-1)).toEqual([
      { Type: 'Tests', Blob: JSON.stringify([savedTest('1', 'C1004', 'hcm-panel')]) },
    ]);
    await manager.add('Filters', { key: 'searchType=Tests&term=brca', name: 'BRCA', data: {} });
    expect(notify).toHaveBeenLastCalledWith({ severity: 'success', message: 'Filter saved' });
    await manager.remove('Tests', '1');
    expect(notify).toHaveBeenLastCalledWith({ severity: 'success', message: 'favorites removed' });
    expect(storage.read('favorites')?.tests).toEqual([]);
    manager.clear();
    expect(manager.snapshot()).toEqual({ status: 'signed-out', favorites: emptyFavorites() });
  });

  it('applies a change to the server’s latest items: a favorite saved in another browser is kept', async () => {
    const server: FakeServer = { saved: emptyFavorites(), verification: null, posts: [] };
    const here = createFavoritesManager({
      api: fakeApi(server),
      storage: createPortalStorage(localStorage),
      notify: vi.fn(),
    });
    await here.load();
    // Another browser of the same user saves a favorite after this one has read its copy.
    server.saved = { ...server.saved, tests: [savedTest('7', 'C1007', 'epilepsy')] };
    await here.add('Tests', savedTest('1', 'C1004', 'hcm-panel'));
    expect(server.saved.tests.map((test) => test.key)).toEqual(['7', '1']);
    expect(here.snapshot().favorites.tests.map((test) => test.key)).toEqual(['7', '1']);
    // Removing one leaves the other browser's.
    await here.remove('Tests', '1');
    expect(server.saved.tests.map((test) => test.key)).toEqual(['7']);
  });
});
