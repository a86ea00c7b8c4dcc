import { beforeEach, describe, expect, it } from 'vitest';
import { createPortalStorage, portalStorageKeys } from '../storage/portalStorage.ts';
import { emptyOrderForm } from './orderForm.ts';
import { forgetOrderForm, keepOrderForm, recallOrderForm } from './orderFormKeeper.ts';

describe('order form keeper', () => {
  beforeEach(() => localStorage.clear());
  const values = {
    ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
    patientId: '7',
  };

  it('gives back the form kept under the same key only', () => {
    const storage = createPortalStorage(localStorage);
    keepOrderForm(storage, 'new', values);
    expect(recallOrderForm(storage, 'new')).toEqual(values);
    expect(recallOrderForm(storage, '42')).toBeNull();
    forgetOrderForm(storage, '42');
    expect(recallOrderForm(storage, 'new')).toEqual(values);
    forgetOrderForm(storage, 'new');
    expect(recallOrderForm(storage, 'new')).toBeNull();
  });

  it('ignores a kept copy that no longer reads as a form, and is cleared on logout', () => {
    const storage = createPortalStorage(localStorage);
    localStorage.setItem(
      portalStorageKeys.orderForm,
      JSON.stringify({ formKey: 'new', values: { patientId: 7 }, keptAt: 1 }),
    );
    expect(recallOrderForm(storage, 'new')).toBeNull();
    keepOrderForm(storage, 'new', values);
    storage.clear();
    expect(localStorage.getItem(portalStorageKeys.orderForm)).toBeNull();
  });
});
