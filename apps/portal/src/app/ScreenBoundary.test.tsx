// A screen or a panel that fails shows the reporter's text with "Try again" in its place, the
// shell and the rest of the page stay, and the failure is reported once.
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakePortal,
  renderRoutesAt,
  renderWithServices,
  type FakePortal,
} from '../testing/renderPortal.tsx';
import { portalRoutes, withShell } from './portalRoutes.tsx';
import { PanelBoundary } from './ScreenBoundary.tsx';

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup) step();
  cleanup = [];
});

/** Error toasts shown once the reporter's 100 ms have passed. */
async function errorToasts(portal: FakePortal, show: { mock: { calls: Array<Array<unknown>> } }) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  void portal;
  return show.mock.calls
    .map(([options]: Array<unknown>) => options as { severity?: string; message?: string })
    .filter((options) => options.severity === 'error')
    .map((options) => options.message);
}

function buttonNamed(container: HTMLElement, name: string) {
  return [...container.querySelectorAll('button')].find((button) => button.textContent === name);
}

describe('a screen that fails', () => {
  it('shows the error text and Try again inside the shell, reports once, and recovers', async () => {
    const portal = fakePortal({ signedIn: false });
    const show = vi.spyOn(portal.services.toaster, 'show');
    let broken = true;
    function BrokenScreen() {
      if (broken) throw new Error('the list could not be drawn');
      return <h1>Orders drawn</h1>;
    }
    const view = await renderRoutesAt(portal.services, '/broken', {
      routes: withShell([{ path: '/broken', Component: BrokenScreen }]),
    });
    cleanup.push(view.unmount);
    await view.settle();

    const alert = view.container.querySelector('div[data-severity="error"]');
    expect(alert?.textContent).toContain(
      'An unexpected error occurred: the list could not be drawn',
    );
    // The shell stays: its brand link and navigation are there.
    expect(view.container.querySelector('header a[href="/"]')?.textContent).toBe('Loci');
    expect(view.container.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(await errorToasts(portal, show)).toEqual([
      'An unexpected error occurred: the list could not be drawn',
    ]);

    broken = false;
    await act(async () => buttonNamed(view.container, 'Try again')?.click());
    await view.settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Orders drawn');
    // The error panel (the kit's banner) is gone; the toast region keeps its announcement.
    expect(view.container.querySelector('div[data-severity="error"]')).toBeNull();
  });

  it('says so when its code cannot be fetched, with the shell around it', async () => {
    const portal = fakePortal({ signedIn: false });
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /assets/OrderListPage-abc.js',
    );
    const view = await renderRoutesAt(portal.services, '/gone', {
      lazy: true,
      routes: withShell([{ path: '/gone', lazy: () => Promise.reject(failure) }]),
    });
    cleanup.push(view.unmount);
    await view.settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'An unexpected error occurred: Failed to fetch dynamically imported module',
    );
    expect(buttonNamed(view.container, 'Try again')).toBeDefined();
    expect(view.container.querySelector('header a[href="/"]')).not.toBeNull();
  });
});

describe('a panel that fails', () => {
  it('keeps the rest of the page and what was typed in it, and draws the panel again on Try again', async () => {
    const portal = fakePortal({ signedIn: false });
    const show = vi.spyOn(portal.services.toaster, 'show');
    let broken = true;
    function Publications() {
      if (broken) throw new Error('publications failed');
      return <p>Ten publications</p>;
    }
    function Page() {
      const [note, setNote] = useState('');
      return (
        <div>
          <label>
            Note
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <PanelBoundary>
            <Publications />
          </PanelBoundary>
        </div>
      );
    }
    const view = await renderWithServices(portal.services, '/', <Page />);
    cleanup.push(view.unmount);
    await view.settle();
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'An unexpected error occurred: publications failed',
    );
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, 'call the patient');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await errorToasts(portal, show)).toEqual([
      'An unexpected error occurred: publications failed',
    ]);

    broken = false;
    await act(async () => buttonNamed(view.container, 'Try again')?.click());
    await view.settle();
    expect(view.container.textContent).toContain('Ten publications');
    expect((view.container.querySelector('input') as HTMLInputElement).value).toBe(
      'call the patient',
    );
  });
});

describe('the route table', () => {
  it('loads a screen’s code on first visit, the shell painted meanwhile', async () => {
    const portal = fakePortal({ signedIn: false });
    const view = await renderRoutesAt(portal.services, '/', { lazy: true });
    cleanup.push(view.unmount);
    // Until the home page's module arrives, the shell and a skeleton are there, not a blank page.
    expect(view.container.querySelector('header')).not.toBeNull();
    for (let round = 0; round < 100 && view.container.querySelector('h1') === null; round += 1) {
      await view.settle(1);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(view.container.querySelector('h1')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="screen-skeleton"]')).toBeNull();
    expect(portalRoutes).toHaveLength(1);
  });
});
