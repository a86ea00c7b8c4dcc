import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createToaster } from './toaster';
import { ToastRegion } from './ToastRegion';
import { toastDriver } from './toastDriver';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
});

function mount() {
  const toaster = createToaster();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<ToastRegion toaster={toaster} pendingToasts={null} />));
  unmount = () => act(() => root.unmount());
  return { toaster, driver: toastDriver(container) };
}

describe('toastDriver', () => {
  it('reads the live regions before and after toasts are shown', () => {
    const { toaster, driver } = mount();
    expect(driver.hasLiveRegions()).toBe(true);
    expect(driver.toasts()).toEqual([]);
    act(() => {
      toaster.show({ severity: 'success', message: 'Filter saved' });
      toaster.show({ severity: 'error', message: 'Document upload has failed' });
    });
    expect(driver.toasts().map(({ severity, text }) => ({ severity, text }))).toEqual([
      { severity: 'error', text: 'Error: Document upload has failed' },
      { severity: 'success', text: 'Success: Filter saved' },
    ]);
    expect(driver.politeAnnouncements()).toEqual(['Success: Filter saved']);
    expect(driver.assertiveAnnouncements()).toEqual(['Error: Document upload has failed']);
  });

  it('gives each toast its dismiss button', () => {
    const { toaster, driver } = mount();
    act(() => {
      toaster.show({ severity: 'warn', message: 'Check the address' });
    });
    const [toast] = driver.toasts();
    expect(toast?.dismissButton.getAttribute('aria-label')).toBe('Dismiss notification');
    act(() => toast?.dismissButton.click());
    expect(driver.toasts()).toEqual([]);
    expect(driver.assertiveAnnouncements()).toEqual([]);
  });
});
