import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { PortalTheme } from './PortalTheme.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { colorSchemeStorageKey, resolveColorScheme } from './colorScheme.ts';

// jsdom has no media queries: the system's colour scheme is the one edge stood in for here.
let systemDark = false;
const changeListeners = new Set<() => void>();
function installMatchMedia() {
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => changeListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
}

async function renderThemed() {
  const { services } = fakeServices(fakeSession(false), async () => new Response('{}'));
  const view = await renderWithServices(
    services,
    '/',
    <PortalTheme>
      <ColorSchemeToggle />
    </PortalTheme>,
  );
  const select = () => view.container.querySelector('select')!;
  const scheme = () =>
    view.container.querySelector('[data-color-scheme]')?.getAttribute('data-color-scheme');
  return { view, select, scheme };
}

describe('the theme choice', () => {
  beforeEach(() => {
    localStorage.clear();
    systemDark = false;
    installMatchMedia();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('follows the system by default, also when the system changes', async () => {
    systemDark = true;
    const { view, select, scheme } = await renderThemed();
    expect(select().value).toBe('system');
    expect(scheme()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    systemDark = false;
    act(() => changeListeners.forEach((listener) => listener()));
    expect(scheme()).toBe('light');
    view.unmount();
  });

  it('keeps an explicit choice on this device, outside the data cleared at sign-out', async () => {
    const { view, select, scheme } = await renderThemed();
    const label = view.container.querySelector('label');
    expect(label?.textContent).toBe('Theme');
    expect([...select().options].map((option) => option.textContent)).toEqual([
      'System',
      'Light',
      'Dark',
    ]);
    act(() => {
      select().value = 'dark';
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(colorSchemeStorageKey.startsWith('loci.')).toBe(false);
    view.unmount();

    const again = await renderThemed();
    expect(again.select().value).toBe('dark');
    expect(again.scheme()).toBe('dark');
    act(() => {
      again.select().value = 'system';
      again.select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(localStorage.getItem(colorSchemeStorageKey)).toBeNull();
    expect(again.scheme()).toBe('light');
    again.view.unmount();
  });

  it('resolves each preference against the system', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
