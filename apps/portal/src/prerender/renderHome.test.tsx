// The publications panel the lab's server draws into the page at `/` (issue 18): the app's own
// components with the first page, its texts escaped, the page written beside it for the app.
import { afterEach, describe, expect, it } from 'vitest';
import type { Publication, PublicationListing } from '@loci/contract';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { homeWithPublications, publicationsMarks, publicationsStyleRule } from './renderHome.tsx';
import { publicationsPartId } from './takeOver.tsx';

const items: Publication[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(50 - index),
  publicationType: index % 2 ? 'News' : 'Publication',
  publicationDate: `2026-02-${String(20 - index).padStart(2, '0')}`,
  displayTitle:
    index === 0 ? 'Variants <b>&</b> "risk" </script><script>alert(1)</script>' : `Paper ${index}`,
  teaser: `Teaser ${index}`,
  articleLink: `https://example.org/${index}`,
  sourceLink: index % 3 ? null : 'https://doi.org/10.5555/x',
  sourceText: index % 2 ? null : 'Journal',
}));
const listing: PublicationListing = { totalCount: 23, items: items.slice(0, 10) };

const styles = ['outline:none', 'animation-duration:0s'].map(publicationsStyleRule).join('');
const built = `<html><head><style>${styles}</style></head><body><div id="loci-prerender"><main>${publicationsMarks.start}<span>skeleton</span>${publicationsMarks.end}</main></div>${publicationsMarks.data}<div id="root" hidden></div></body></html>`;

/**
 * The markup as the browser holds it, without what differs between two renders of the same tree:
 * React's ids, the roving tab index Radix sets once mounted, and styles (which the server's panel
 * has as rules of the page, checked by the build and below).
 */
function comparable(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const ids = new Map<string, string>();
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of ['id', 'aria-labelledby', 'aria-controls']) {
      const id = element.getAttribute(name);
      if (id === null) continue;
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      element.setAttribute(name, ids.get(id)!);
    }
    for (const name of ['tabindex', 'style', 'data-loci-style']) element.removeAttribute(name);
    // The server's buttons wait for the app (checked below).
    if (element.localName === 'button') element.removeAttribute('disabled');
  }
  return template.innerHTML.replaceAll('<!-- -->', '');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the publications drawn into the page at /', () => {
  it('puts the panel in place of its skeleton, texts escaped, and the page as JSON for the app', () => {
    const page = homeWithPublications(built, listing);
    expect(page).not.toBeNull();
    expect(page).not.toContain('skeleton');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain(' style="');
    document.documentElement.innerHTML = page!.replace(/^<html>|<\/html>$/g, '');
    const panel = document.getElementById(publicationsPartId);
    expect(panel?.closest('#loci-prerender')).not.toBeNull();
    expect(
      [...panel!.querySelectorAll('h3 a')].map((link) => link.firstChild?.textContent),
    ).toEqual(listing.items.map((item) => item.displayTitle));
    const written = document.getElementById('loci-publications');
    expect(written?.parentElement).toBe(document.body);
    expect(JSON.parse(written!.textContent!)).toEqual(listing);
  });

  it('disables the panel’s tabs and page buttons until the app takes over, not its links', () => {
    const server = new DOMParser().parseFromString(
      homeWithPublications(built, listing)!,
      'text/html',
    );
    const panel = server.getElementById(publicationsPartId)!;
    const buttons = [...panel.querySelectorAll('button')];
    expect(buttons.filter((button) => button.getAttribute('role') === 'tab')).toHaveLength(3);
    expect(buttons.some((button) => button.textContent === '2')).toBe(true);
    expect(buttons.filter((button) => !button.disabled)).toEqual([]);
    expect(panel.querySelectorAll('h3 a[href]')).toHaveLength(listing.items.length);
  });

  it('draws what the app draws with the same page: same markup, same classes', async () => {
    const server = new DOMParser().parseFromString(
      homeWithPublications(built, listing)!,
      'text/html',
    );
    const serverPanel = server.getElementById(publicationsPartId)?.innerHTML ?? '';
    const portal = fakePortal({ signedIn: false });
    portal.fetch.mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: { publications: listing } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const screen = await renderPortalAt('/', portal);
    const app = screen.container.querySelector('section section')?.outerHTML ?? '';
    expect(app).toContain('Paper 9');
    expect(comparable(serverPanel)).toBe(comparable(app));
    screen.unmount();
  });

  it('leaves the page as built without a place for the panel or a rule for one of its styles', () => {
    expect(homeWithPublications('<div id="root"></div>', listing)).toBeNull();
    expect(homeWithPublications(built.replace(styles, ''), listing)).toBeNull();
    expect(() => homeWithPublications(built, { items: 'none' })).toThrow();
  });
});
