import { beforeEach, describe, expect, it } from 'vitest';
import { createPendingFavoriteStore } from './pendingFavorite.ts';

describe('a favorite held while signed out', () => {
  beforeEach(() => sessionStorage.clear());

  it('is held for the session and taken once', () => {
    const store = createPendingFavoriteStore(sessionStorage);
    store.hold({ type: 'Tests', favorite: { key: '1', name: 'HCM panel', data: null } });
    expect(store.take()).toEqual({
      type: 'Tests',
      favorite: { key: '1', name: 'HCM panel', data: null },
    });
    expect(store.take()).toBeNull();
  });

  it('ignores anything unreadable', () => {
    sessionStorage.setItem('loci.pendingFavorite', '{"type":"Cars","favorite":{}}');
    expect(createPendingFavoriteStore(sessionStorage).take()).toBeNull();
  });
});
