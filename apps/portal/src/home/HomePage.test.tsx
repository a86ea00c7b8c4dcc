import { afterEach, describe, expect, it } from 'vitest';
import type { Publication } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('main a')].map((link) => link.textContent);

describe('the home page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('offers a signed-out visitor the sign-in and the password reset', async () => {
    const screen = await renderPortalAt('/', fakePortal({ signedIn: false }));
    expect(screen.heading()).toBe('Loci provider portal');
    expect(links(screen.container)).toContain('Forgot your password?');
    screen.unmount();
  });

  it('does not offer a signed-in user the password link', async () => {
    const screen = await renderPortalAt(
      '/',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    expect(screen.heading()).toBe('Loci provider portal');
    expect(links(screen.container)).toContain('Go to your orders');
    expect(links(screen.container)).not.toContain('Forgot your password?');
    screen.unmount();
  });

  it('keeps the publications the server drew until its own panel draws the same, never a skeleton', async () => {
    const items: Publication[] = [1, 2].map((index) => ({
      id: String(index),
      publicationType: 'News',
      publicationDate: '2026-03-0' + index,
      displayTitle: `Lab news ${index}`,
      teaser: 'Teaser',
      articleLink: `https://example.org/${index}`,
      sourceLink: null,
      sourceText: null,
    }));
    document.body.innerHTML = `<div id="loci-prerender"><div id="loci-prerender-publications"><section><h3><a>Lab news 1</a></h3><h3><a>Lab news 2</a></h3></section></div></div><script type="application/json" id="loci-publications">${JSON.stringify({ totalCount: 2, items })}</script>`;
    // At every change of the page: the titles are there (the server's, then the app's).
    const missing: string[] = [];
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('h3 a')].map(
        (link) => link.firstChild?.textContent,
      );
      if (shown.join() !== 'Lab news 1,Lab news 2') missing.push(shown.join());
      if (document.body.textContent?.includes('Loading publications')) missing.push('loading');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const portal = fakePortal({ signedIn: false });
    const fallback = portal.fetch.getMockImplementation() as (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    portal.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/graphql/publications')
        ? new Promise<Response>(() => undefined)
        : fallback(input, init),
    );
    const screen = await renderPortalAt('/', portal);
    observer.disconnect();
    expect(document.getElementById('loci-prerender-publications')).toBeNull();
    const panel = screen.container.querySelector('section section');
    expect(panel?.querySelector('h2')?.textContent).toBe('Publications and news');
    expect(
      [...panel!.querySelectorAll('h3 a')].map((link) => link.firstChild?.textContent),
    ).toEqual(['Lab news 1', 'Lab news 2']);
    expect(missing).toEqual([]);
    screen.unmount();
  });
});
