import { describe, expect, it, vi } from 'vitest';
import { createToaster, defaultToastDurations } from './toaster';
import { createPendingToasts } from './pendingToasts';

describe('createToaster', () => {
  it('shows up to maxVisible toasts and queues the rest in order', () => {
    const toaster = createToaster({ maxVisible: 2 });
    const ids = ['a', 'b', 'c', 'd'].map((message) => toaster.show({ severity: 'info', message }));
    expect(toaster.getState().visible.map((t) => t.message)).toEqual(['a', 'b']);
    expect(toaster.getState().waiting.map((t) => t.message)).toEqual(['c', 'd']);
    toaster.dismiss(ids[0] as string);
    expect(toaster.getState().visible.map((t) => t.message)).toEqual(['b', 'c']);
    toaster.dismiss(ids[3] as string);
    expect(toaster.getState().waiting).toEqual([]);
  });

  it('uses the per-severity durations, errors staying until dismissed', () => {
    const toaster = createToaster({ durations: { info: 100 } });
    toaster.show({ severity: 'info', message: 'i' });
    toaster.show({ severity: 'warn', message: 'w' });
    toaster.show({ severity: 'error', message: 'e' });
    expect(toaster.getState().visible.map((t) => t.duration)).toEqual([
      100,
      defaultToastDurations.warn,
      null,
    ]);
  });

  it('keeps a toast with an action until dismissed, unless given a duration', () => {
    const toaster = createToaster({ durations: { success: 100 } });
    const onAction = vi.fn();
    toaster.show({ severity: 'success', message: 'a', action: { label: 'Open', onAction } });
    toaster.show({
      severity: 'success',
      message: 'b',
      action: { label: 'Open', onAction },
      duration: 2000,
    });
    toaster.show({ severity: 'success', message: 'c' });
    const visible = toaster.getState().visible;
    expect(visible.map((t) => t.duration)).toEqual([null, 2000, 100]);
    expect(visible.map((t) => t.action?.label)).toEqual(['Open', 'Open', undefined]);
  });

  it('replaces a toast shown again with the same id', () => {
    const toaster = createToaster();
    toaster.show({ id: 'save', severity: 'info', message: 'Saving' });
    toaster.show({ id: 'save', severity: 'success', message: 'Filter saved' });
    expect(toaster.getState().visible).toEqual([
      { id: 'save', severity: 'success', message: 'Filter saved', duration: 5000 },
    ]);
  });

  it('notifies subscribers on changes only and stops after unsubscribe', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const before = toaster.getState();
    toaster.dismiss('nothing');
    expect(listener).not.toHaveBeenCalled();
    expect(toaster.getState()).toBe(before);
    toaster.show({ severity: 'success', message: 'Filter saved' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toaster.dismissAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects an unknown severity and a bad maxVisible', () => {
    const toaster = createToaster();
    expect(() => toaster.show({ severity: 'fatal' as never, message: 'x' })).toThrow(TypeError);
    expect(() => createToaster({ maxVisible: 0 })).toThrow(RangeError);
  });
});

describe('createPendingToasts', () => {
  it('keeps toasts in sessionStorage under its key and flushes them once, in order', () => {
    const pending = createPendingToasts({ storageKey: 'test.pending' });
    pending.add({ severity: 'success', message: 'Patient created successfully!' });
    pending.add({ severity: 'warn', message: 'Check the address' });
    expect(JSON.parse(sessionStorage.getItem('test.pending') ?? '[]')).toHaveLength(2);
    const toaster = createToaster();
    expect(pending.flush(toaster)).toBe(2);
    expect(toaster.getState().visible.map((t) => t.message)).toEqual([
      'Patient created successfully!',
      'Check the address',
    ]);
    expect(sessionStorage.getItem('test.pending')).toBeNull();
    expect(pending.flush(toaster)).toBe(0);
  });

  it('ignores a corrupt stored value and entries of the wrong shape', () => {
    sessionStorage.setItem('test.corrupt', '{not json');
    expect(createPendingToasts({ storageKey: 'test.corrupt' }).peek()).toEqual([]);
    sessionStorage.setItem(
      'test.shape',
      JSON.stringify([{ severity: 'fatal', message: 'x' }, { severity: 'info', message: 'ok' }, 3]),
    );
    expect(createPendingToasts({ storageKey: 'test.shape' }).peek()).toEqual([
      { severity: 'info', message: 'ok' },
    ]);
  });

  it('reports failure instead of throwing when storage is unavailable', () => {
    const pending = createPendingToasts({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect(pending.add({ severity: 'info', message: 'x' })).toBe(false);
    expect(pending.peek()).toEqual([]);
    expect(() => pending.clear()).not.toThrow();
  });
});
