// The signed-in screens' frames (issue 18; docs/decisions/prerendered-signed-in-frame.md): what
// the build draws for each /user-account view, and when the app takes the frame over: once the view
// has committed, never while the profile loads; at once on an error or when signed out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt, type FakePortal } from '../testing/renderPortal.tsx';
import {
  blankAttribute,
  blankPlaceholder,
  placeholderMark,
  renderSignedInFrames,
  signedInFrameNames,
  signedInFrameViews,
} from './renderSignedInFrame.tsx';
import { prerenderElementId, signedInFrameAttribute } from './takeOver.tsx';

describe('the frames the build draws', () => {
  it('holds each view’s heading and static text, its skeletons, and nothing of the user', async () => {
    const frames = await renderSignedInFrames();
    expect(Object.keys(frames)).toEqual([...signedInFrameViews]);
    const expected = {
      'simple-orders': ['Orders', 'Patient name, order number, accession number or test code.'],
      patients: ['Patients', 'Patients of account '],
      reports: ['Reports', 'Released reports of your accounts: open, share and acknowledge them.'],
    } as const;
    for (const view of signedInFrameViews) {
      const template = document.createElement('template');
      template.innerHTML = frames[view];
      const frame = template.content;
      const [heading, text] = expected[view];
      expect(frame.querySelector('main h1')?.textContent, view).toBe(heading);
      expect(frame.querySelector('main')?.textContent, view).toContain(text);
      expect(frame.querySelector('nav [aria-current="page"]')?.getAttribute('href'), view).toBe(
        `/user-account#${view}`,
      );
      // The user's name is a blank of its place; the lists are skeletons.
      const name = frame.querySelector('[data-testid="signed-in-user"]');
      expect(name?.textContent, view).toBe('');
      expect(name?.querySelector(`[${blankAttribute}="name"]`), view).not.toBeNull();
      expect(frame.querySelector('main [aria-hidden="true"]'), view).not.toBeNull();
      // The chosen account, blank in the patients' sentence (the page writes it from storage).
      expect(frame.querySelector(`main [${blankAttribute}="account"]`) !== null, view).toBe(
        view === 'patients',
      );
      // The header's account switcher: its text a blank the page writes, its label the app's.
      const switcher = frame.querySelector(`header [${blankAttribute}="switcher"]`);
      expect(switcher, view).not.toBeNull();
      expect(switcher?.closest('header')?.textContent, view).toContain('Account');
      expect(frames[view], view).not.toContain(placeholderMark);
      expect(frames[view], view).not.toContain('Loading your profile');
    }
  });

  it('holds the catalogue search’s and the new order’s static parts, none of the query', async () => {
    const expected = {
      'tests-search': [
        'Search tests',
        'Search tests or genes by text, category, condition and gene.',
      ],
      requisition: ['New order', 'Not saved yet: your entries are kept in this browser.'],
    } as const;
    for (const page of ['tests-search', 'requisition'] as const) {
      const frames = await renderSignedInFrames(page);
      expect(Object.keys(frames), page).toEqual(signedInFrameNames(page));
      const template = document.createElement('template');
      template.innerHTML = Object.values(frames)[0]!;
      const frame = template.content;
      const [heading, text] = expected[page];
      expect(frame.querySelector('main h1')?.textContent, page).toBe(heading);
      expect(frame.querySelector('main')?.textContent, page).toContain(text);
      expect(
        frame.querySelector(`[data-testid="signed-in-user"] [${blankAttribute}="name"]`),
        page,
      ).not.toBeNull();
      expect(Object.values(frames)[0], page).not.toContain(placeholderMark);
    }
    const [search] = Object.values(await renderSignedInFrames('tests-search'));
    const template = document.createElement('template');
    template.innerHTML = search!;
    // The search field empty (the page's script writes the address's text), the results loading.
    expect(template.content.querySelector<HTMLInputElement>('input[name="term"]')?.value).toBe('');
    expect(template.content.querySelector('main')?.textContent).toContain('Loading tests');
  });

  it('blanks what names the placeholder profile, and refuses a frame that still does', () => {
    const mark = placeholderMark;
    expect(blankPlaceholder(`<p>Account ${mark}-account (${mark}-client).</p>`)).toMatch(
      /^<p>Account <span data-loci-frame-blank="account" [^>]*><\/span>\.<\/p>$/,
    );
    expect(blankPlaceholder(`<span>${mark}-first ${mark}-last</span>`)).toMatch(
      /^<span><span data-loci-frame-blank="name" [^>]*><\/span><\/span>$/,
    );
    // The header's account switcher: the page writes "number · client (access)" from storage.
    expect(
      blankPlaceholder(`<b>${mark}-account · ${mark}-client (Full Account Access)</b>`),
    ).toMatch(/^<b><span data-loci-frame-blank="switcher" [^>]*><\/span><\/b>$/);
    // Any other text naming it: blank as a whole, for nothing to write.
    expect(blankPlaceholder(`<b>Dear ${mark}-first</b>`)).toMatch(
      /^<b><span data-loci-frame-blank="" [^>]*><\/span><\/b>$/,
    );
    // An account select keeps a hidden blank in place of the placeholder's option, which the page
    // fills with the visitor's accounts (its width, and so the filters' row, are then the app's).
    expect(
      blankPlaceholder(
        `<select><option value="">All your accounts</option><option value="${mark}-account">${mark}-account (${mark}-client)</option></select>`,
      ),
    ).toBe(
      '<select><option value="">All your accounts</option><option data-loci-frame-blank="accounts" hidden=""></option></select>',
    );
    expect(() => blankPlaceholder(`<a href="/x/${mark}">x</a>`)).toThrow(/placeholder profile/);
  });
});

describe('the take-over of a signed-in frame', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute(signedInFrameAttribute, 'reports');
    document.body.innerHTML = `<div id="${prerenderElementId}"><h1>Reports</h1></div><div id="root" hidden></div>`;
  });
  afterEach(() => {
    document.documentElement.removeAttribute(signedInFrameAttribute);
    document.body.innerHTML = '';
  });

  /** The profile's read answers only when `answer` is called. */
  function heldProfile(portal: FakePortal): (status: number) => void {
    let answer: (status: number) => void = () => undefined;
    const held = new Promise<number>((resolve) => (answer = resolve));
    const answerOf = portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
    ) => Promise<Response>;
    portal.fetch.mockImplementation(async (url: RequestInfo | URL) => {
      if (!String(url).endsWith('/user/profile')) return answerOf(url);
      const status = await held;
      if (status === 200) return answerOf(url);
      return new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });
    });
    return answer;
  }

  const frame = () => document.getElementById(prerenderElementId);

  it('stays while the profile loads and gives way once the view has committed', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answer = heldProfile(portal);
    const screen = await renderPortalAt('/user-account#reports', portal);
    expect(screen.container.textContent).toContain('Loading your profile…');
    expect(frame()).not.toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(true);
    answer(200);
    await screen.settle();
    expect(screen.heading()).toBe('Reports');
    expect(frame()).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    screen.unmount();
  });

  it('gives way at once when the profile cannot be read', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answer = heldProfile(portal);
    const screen = await renderPortalAt('/user-account#reports', portal);
    expect(frame()).not.toBeNull();
    answer(500);
    await screen.settle();
    expect(screen.container.textContent).toContain('Your profile could not be loaded.');
    expect(frame()).toBeNull();
    screen.unmount();
  });

  it('gives way at once to a visitor who is not signed in', async () => {
    const screen = await renderPortalAt(
      '/user-account#reports',
      fakePortal({ signedIn: false, profile: demoProfile() }),
    );
    expect(screen.container.textContent).toContain('Taking you to the sign-in page…');
    expect(frame()).toBeNull();
    screen.unmount();
  });

  it('on the catalogue search: gives way once the profile is read, not at the route’s commit', async () => {
    document.documentElement.setAttribute(signedInFrameAttribute, 'tests-search');
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answer = heldProfile(portal);
    const screen = await renderPortalAt('/tests/search?term=BRCA', portal);
    expect(screen.heading()).toBe('Search tests');
    expect(frame()).not.toBeNull();
    answer(200);
    await screen.settle();
    expect(frame()).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    screen.unmount();
  });

  it('on the new order: stays while the profile loads and gives way with the form', async () => {
    document.documentElement.setAttribute(signedInFrameAttribute, 'simple-order/new');
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answer = heldProfile(portal);
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(screen.container.textContent).toContain('Loading your profile…');
    expect(frame()).not.toBeNull();
    answer(200);
    await screen.settle();
    expect(screen.heading()).toBe('New order');
    expect(frame()).toBeNull();
    screen.unmount();
  });

  it('is taken over at the route’s commit on a page without a frame, as before', async () => {
    document.documentElement.removeAttribute(signedInFrameAttribute);
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    heldProfile(portal);
    const screen = await renderPortalAt('/user-account#reports', portal);
    expect(screen.container.textContent).toContain('Loading your profile…');
    expect(frame()).toBeNull();
    screen.unmount();
  });
});
