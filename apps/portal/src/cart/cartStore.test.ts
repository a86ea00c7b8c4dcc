import { beforeEach, describe, expect, it } from 'vitest';
import { createPortalStorage, portalStorageKeys } from '../storage/portalStorage.ts';
import { createCartStore } from './cartStore.ts';

const test = (code: string) => ({ code, name: `Test ${code}`, slug: `test-${code.toLowerCase()}` });

describe('the cart store', () => {
  beforeEach(() => localStorage.clear());
  const storage = () => createPortalStorage(localStorage);

  it('adds a test, keeps it in local storage and reads it back after a reload', () => {
    const cart = createCartStore(storage());
    expect(cart.add(test('C1004'))).toEqual({ ok: true, added: 1 });
    const stored = JSON.parse(localStorage.getItem(portalStorageKeys.cart) ?? 'null') as unknown;
    expect(stored).toEqual([
      expect.objectContaining({ code: 'C1004', indent: 0, name: 'Test C1004' }),
    ]);
    const reloaded = createCartStore(storage());
    expect(reloaded.snapshot().tests.map((item) => [item.code, item.name, item.slug])).toEqual([
      ['C1004', 'Test C1004', 'test-c1004'],
    ]);
  });

  it('ignores a test already in the cart, except the repeatable ones', () => {
    const cart = createCartStore(storage());
    cart.add(test('C1004'));
    expect(cart.add(test('c1004'))).toEqual({ ok: true, added: 0 });
    cart.add(test('9001'));
    expect(cart.add(test('9001'))).toEqual({ ok: true, added: 1 });
    expect(cart.snapshot().tests.map((item) => item.code)).toEqual(['C1004', '9001', '9001']);
  });

  it('refuses the spec’s conflicts with its messages and leaves the cart unchanged', () => {
    const cart = createCartStore(storage());
    cart.add(test('J774'));
    expect(cart.add(test('896'))).toMatchObject({
      ok: false,
      message: 'Tests 896 and J774 cannot be included in the same order',
    });
    cart.add(test('706'));
    expect(cart.add(test('TG70'))).toMatchObject({
      ok: false,
      message: 'Multiple Custom XomeDxSlice tests (706, TG70) cannot be included in the same order',
    });
    expect(cart.snapshot().tests.map((item) => item.code)).toEqual(['J774', '706']);
  });

  it('refuses the ultra-rapid test as a kit and keeps a kit order across a reload', () => {
    const cart = createCartStore(storage());
    expect(cart.add({ ...test('URGb'), orderedAsKit: true })).toMatchObject({
      ok: false,
      reason: 'not-orderable-as-kit',
      message: 'Test URGb is not orderable as a kit',
    });
    expect(cart.snapshot().tests).toEqual([]);
    expect(cart.add(test('URGb'))).toEqual({ ok: true, added: 1 });
    expect(cart.add({ ...test('C1004'), orderedAsKit: true })).toEqual({ ok: true, added: 1 });
    const reloaded = createCartStore(storage());
    expect(
      reloaded.snapshot().tests.map((item) => [item.code, item.orderedAsKit ?? false]),
    ).toEqual([
      ['URGb', false],
      ['C1004', true],
    ]);
  });

  it('adds several tests all or nothing', () => {
    const cart = createCartStore(storage());
    expect(cart.addSeveral([test('C1004'), test('706'), test('TG75')])).toMatchObject({
      ok: false,
    });
    expect(cart.snapshot().tests).toEqual([]);
    expect(cart.addSeveral([test('C1004'), test('706')])).toEqual({ ok: true, added: 2 });
  });

  it('re-indents, and moves dependants up a level when their parent is removed', () => {
    const cart = createCartStore(storage());
    cart.addSeveral([test('A1'), test('B2'), test('C3')]);
    expect(cart.setIndent(1, 1)).toEqual({ ok: true });
    expect(cart.setIndent(2, 2)).toEqual({ ok: true });
    expect(cart.setIndent(2, 4)).toMatchObject({ ok: false });
    expect(cart.snapshot().tests.map((item) => item.reflexOrderingParentTestCode)).toEqual([
      null,
      'A1',
      'B2',
    ]);
    cart.remove(1);
    expect(cart.snapshot().tests.map((item) => [item.code, item.indent])).toEqual([
      ['A1', 0],
      ['C3', 1],
    ]);
    expect(
      createCartStore(storage())
        .snapshot()
        .tests.map((item) => item.indent),
    ).toEqual([0, 1]);
  });

  it('follows storage when reloaded (a logout cleared it)', () => {
    const store = storage();
    const cart = createCartStore(store);
    cart.add(test('C1004'));
    let changes = 0;
    cart.subscribe(() => (changes += 1));
    store.clear();
    cart.reload();
    expect(cart.snapshot().tests).toEqual([]);
    expect(changes).toBe(1);
  });
});
