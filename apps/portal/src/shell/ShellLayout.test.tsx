import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

/** The portal at the test launchpad, signed out: its frame is the ShellLayout under test. */
async function renderShell() {
  const view = await renderPortalAt('/test-launchpad', fakePortal({ signedIn: false }));
  const menuButton = [...view.container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Menu',
  );
  if (!menuButton) throw new Error('no Menu button');
  const panel = view.container.querySelector('#main-navigation');
  if (!panel) throw new Error('no menu panel');
  return { view, menuButton, panel };
}

const pressEscape = (target: Element) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
  });

describe('ShellLayout: the small-screen menu', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('closes on Escape from inside the panel and puts focus back on the Menu button', async () => {
    const { menuButton, panel } = await renderShell();
    act(() => menuButton.click());
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');

    const firstLink = panel.querySelector('a');
    if (!firstLink) throw new Error('no link in the menu');
    firstLink.focus();
    expect(document.activeElement).toBe(firstLink);

    pressEscape(firstLink);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(panel.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes on Escape pressed on the Menu button itself', async () => {
    const { menuButton } = await renderShell();
    act(() => menuButton.click());
    menuButton.focus();
    pressEscape(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('leaves an Escape that something inside the menu already handled alone', async () => {
    const { menuButton, panel } = await renderShell();
    act(() => menuButton.click());
    const inside = panel.querySelector('a');
    if (!inside) throw new Error('no link in the menu');
    act(() => {
      const event = new KeyboardEvent('keydown', {
        key: 'Escape',
        bubbles: true,
        cancelable: true,
      });
      event.preventDefault();
      inside.dispatchEvent(event);
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  });
});
