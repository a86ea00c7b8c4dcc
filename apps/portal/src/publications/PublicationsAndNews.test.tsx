import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'storybook/test';
import type { Publication } from '@loci/contract';
import {
  fakePortal,
  fakeServices,
  fakeSession,
  renderPortalAt,
  type FakePortal,
} from '../testing/renderPortal.tsx';
import { serverUnreachableMessage } from '../api/apiErrors.ts';
import { formatPublicationDate } from './publicationsMessages.ts';

/** 23 items, newest first: every third is News. */
const archive: Publication[] = Array.from({ length: 23 }, (_, index) => {
  const news = index % 3 === 2;
  const day = String(28 - index).padStart(2, '0');
  return {
    id: String(100 - index),
    publicationType: news ? 'News' : 'Publication',
    publicationDate: `2026-03-${day}`,
    displayTitle: `${news ? 'Lab news' : 'Paper'} ${index + 1}`,
    teaser: `Teaser ${index + 1}`,
    articleLink: `https://example.org/article/${index + 1}`,
    sourceLink: news ? null : 'https://doi.org/10.5555/journal',
    sourceText: news ? null : 'Journal of Clinical Genomics',
  };
});

interface Sent {
  operationName: string;
  variables: { first: number; offset: number; filter?: { types?: string[] } };
}

function answerPublications(portal: FakePortal, options: { fail?: boolean } = {}): Sent[] {
  const sent: Sent[] = [];
  const fallback = portal.fetch.getMockImplementation() as
    ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) | undefined;
  portal.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/graphql/publications') return fallback!(input, init);
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    if (options.fail)
      return new Response(JSON.stringify({ data: null, errors: [{ message: 'boom' }] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    const { first, offset, filter } = body.variables;
    const matching = archive.filter(
      (item) => !filter?.types?.length || filter.types.includes(item.publicationType),
    );
    return new Response(
      JSON.stringify({
        data: {
          publications: {
            totalCount: matching.length,
            items: matching.slice(offset, offset + first),
          },
        },
      }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  });
  return sent;
}

function section(container: HTMLElement): HTMLElement {
  const heading = [...container.querySelectorAll('h2')].find(
    (element) => element.textContent === 'Publications and news',
  );
  const found = heading?.closest('section');
  if (!found) throw new Error('no Publications and news section');
  return found;
}

const titles = (element: HTMLElement) =>
  [...element.querySelectorAll('h3 a')].map((link) => link.firstChild?.textContent?.trim());

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    (element as HTMLElement).click();
  });
}

function button(element: HTMLElement, name: string) {
  return [...element.querySelectorAll('button, [role="tab"]')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent === name,
  );
}

describe('Publications and news on the home page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists the newest 10 for everyone, signed out too, with links that open safely in a new tab', async () => {
    const portal = fakePortal({ signedIn: false });
    const sent = answerPublications(portal);
    const screen = await renderPortalAt('/', portal);
    const news = section(screen.container);
    expect(sent[0]).toMatchObject({
      operationName: 'Publications',
      variables: { first: 10, offset: 0 },
    });
    expect(sent[0]?.variables.filter).toBeUndefined();
    expect(titles(news)).toEqual(archive.slice(0, 10).map((item) => item.displayTitle));
    const first = news.querySelector('h3 a')!;
    expect(first.getAttribute('href')).toBe('https://example.org/article/1');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first.textContent).toContain('(opens in a new tab)');
    for (const link of news.querySelectorAll('a[target="_blank"]'))
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const article = news.querySelector('article')!;
    expect(article.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-28');
    expect(article.textContent).toContain(formatPublicationDate('2026-03-28'));
    expect(formatPublicationDate('2026-03-28')).toBe('March 28, 2026');
    expect(article.textContent).toContain('Journal of Clinical Genomics');
    expect(article.textContent).toContain('Teaser 1');
    const tabs = [...news.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Publication', 'News']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(news.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'Publication type',
    );
    expect(news.querySelector('nav')?.getAttribute('aria-label')).toBe(
      'Publications and news pages',
    );
    expect(news.querySelector('nav')?.textContent).toContain('1–10 of 23');
    screen.unmount();
  });

  it('pages with the pager and filters by type from the first page', async () => {
    const portal = fakePortal({ signedIn: true });
    const sent = answerPublications(portal);
    const screen = await renderPortalAt('/', portal);
    let news = section(screen.container);
    await click(button(news, 'Page 2'));
    await screen.settle();
    news = section(screen.container);
    expect(sent.at(-1)?.variables).toEqual({ first: 10, offset: 10 });
    expect(titles(news)).toEqual(archive.slice(10, 20).map((item) => item.displayTitle));
    expect(button(news, 'Page 2')?.getAttribute('aria-current')).toBe('page');

    await click(button(news, 'News'));
    await screen.settle();
    news = section(screen.container);
    expect(sent.at(-1)?.variables).toEqual({ first: 10, offset: 0, filter: { types: ['News'] } });
    const onlyNews = archive.filter((item) => item.publicationType === 'News');
    expect(titles(news)).toEqual(onlyNews.map((item) => item.displayTitle));
    expect(button(news, 'News')?.getAttribute('aria-selected')).toBe('true');
    // Seven news items fit on one page: no pager.
    expect(news.querySelector('nav')).toBeNull();
    // News has no source: nothing but the type and the date beside the title.
    expect(news.querySelectorAll('article a')).toHaveLength(onlyNews.length);

    await click(button(news, 'Publication'));
    await screen.settle();
    news = section(screen.container);
    expect(sent.at(-1)?.variables.filter).toEqual({ types: ['Publication'] });
    expect(news.querySelector('nav')?.textContent).toContain('1–10 of 16');
    screen.unmount();
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    const portal = fakePortal({ signedIn: false });
    const sent = answerPublications(portal, { fail: true });
    const screen = await renderPortalAt('/', portal);
    const news = section(screen.container);
    expect(news.querySelector('[role="alert"]')?.textContent).toContain(
      'Publications and news could not be loaded.',
    );
    const before = sent.length;
    await click(button(news, 'Try again'));
    await screen.settle();
    expect(sent.length).toBeGreaterThan(before);
    screen.unmount();
  });

  it('says when the lab’s server could not be reached, and Try again shows the list once it answers', async () => {
    const portal = fakePortal({ signedIn: false });
    answerPublications(portal);
    // The publications' read is sent to a closed port (refused for real) while `down`.
    let down = true;
    const fetch: typeof globalThis.fetch = (input, init) =>
      down && String(input).includes('/graphql/publications')
        ? globalThis.fetch(`http://127.0.0.1:1${String(input)}`, init)
        : (portal.fetch as typeof globalThis.fetch)(input, init);
    const { services } = fakeServices(fakeSession(false), fetch);
    const screen = await renderPortalAt('/', { ...portal, services });
    await waitFor(() =>
      expect(section(screen.container).querySelector('[role="alert"]')?.textContent).toBe(
        serverUnreachableMessage,
      ),
    );
    down = false;
    await click(button(section(screen.container), 'Try again'));
    await screen.settle();
    await waitFor(() =>
      expect(section(screen.container).querySelector('[role="alert"]')).toBeNull(),
    );
    expect(section(screen.container).querySelectorAll('article').length).toBeGreaterThan(0);
    screen.unmount();
  });

  it('draws the first page the server wrote into the page at once, then reads it again', async () => {
    const written = { totalCount: archive.length, items: archive.slice(0, 10) };
    document.body.innerHTML = `<script type="application/json" id="loci-publications">${JSON.stringify(written)}</script>`;
    const portal = fakePortal({ signedIn: false });
    const sent: Sent[] = [];
    const fallback = portal.fetch.getMockImplementation() as (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    // The read again never answers here: what is drawn comes from the page.
    portal.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/graphql/publications')) return fallback(input, init);
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return new Promise<Response>(() => undefined);
    });
    const screen = await renderPortalAt('/', portal);
    const news = section(screen.container);
    expect(titles(news)).toEqual(archive.slice(0, 10).map((item) => item.displayTitle));
    expect(news.querySelector('[aria-busy]')).toBeNull();
    expect(news.textContent).not.toContain('Loading publications and news');
    expect(sent[0]?.variables).toEqual({ first: 10, offset: 0 });
    screen.unmount();
  });
});
