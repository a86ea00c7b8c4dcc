// The site search (/search) as a user meets it: tests or resources, resource categories as
// checkboxes and a comma list in the address, result pages, and the address written after the pause.
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { SiteSearchPage } from './SiteSearchPage.tsx';

const resource = (id: string, title: string, categories: Array<{ id: string; name: string }>) => ({
  id,
  title,
  description: `About ${title}`,
  url: `https://lab.example/resources/${id}`,
  resourceType: 'Form',
  categories,
});

const forms = { id: 'forms', name: 'Forms' };
const guides = { id: 'guides', name: 'Guides' };

function siteSearchServer() {
  const resourceSearches: Array<Record<string, unknown>> = [];
  const testSearches: Array<Record<string, unknown>> = [];
  const fake = fakeCatalogueServices({
    graphql: {
      ResourceCategories: () => ({
        resourceCategories: [
          { ...forms, parent: null },
          { ...guides, parent: null },
          { id: 'videos', name: 'Videos', parent: null },
        ],
      }),
      SearchResources: (variables) => {
        resourceSearches.push(variables);
        const page = Number(variables.page ?? 1);
        return {
          searchResources: {
            pages: 3,
            page,
            pageSize: 20,
            total: 45,
            items: [
              resource(`consent-${String(page)}`, `Consent form, page ${String(page)}`, [
                forms,
                guides,
              ]),
            ],
          },
        };
      },
      SearchTests: (variables) => {
        testSearches.push(variables);
        return {
          searchTests: {
            pages: 1,
            page: 1,
            pageSize: 20,
            total: 1,
            items: [
              {
                id: '70',
                key: 'exome',
                name: 'Whole Exome Sequencing',
                test_code: '561',
                slug: 'whole-exome-sequencing',
                display_name: 'Whole Exome Sequencing',
                subtitle: 'Proband only',
                short_description: null,
                turnaround_time: null,
                customizable: false,
                ny_approved: true,
                hide_details_page: false,
                is_test_package: false,
                genes: [],
              },
            ],
          },
        };
      },
    },
  });
  return { ...fake, resourceSearches, testSearches };
}

async function renderSiteSearch(server: ReturnType<typeof siteSearchServer>, address: string) {
  const view = await renderWithServices(server.services, address, <SiteSearchPage />);
  await view.settle(10);
  return view;
}

// The address waits 1,000 ms after the last change; the machine may be shared and slow.
const addressWait = { timeout: 4000 };

describe('SiteSearchPage', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('searches tests by default and links each one to its page', async () => {
    const server = siteSearchServer();
    const view = await renderSiteSearch(server, '/search?term=exome');
    unmount = view.unmount;
    expect(server.testSearches.at(-1)).toMatchObject({ term: 'exome', page: 1 });
    expect(server.resourceSearches).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Tests' })).toBeChecked();
    const tests = screen.getByRole('list', { name: 'Tests' });
    expect(within(tests).getByRole('link', { name: 'Whole Exome Sequencing' })).toHaveAttribute(
      'href',
      '/tests/561/whole-exome-sequencing',
    );
    expect(tests).toHaveTextContent('Test code 561 · Proband only');
  });

  it('restores resources, the categories comma list and the page from the address', async () => {
    const server = siteSearchServer();
    const view = await renderSiteSearch(
      server,
      '/search?searchType=Resources&term=consent&categories=forms,guides&page=2',
    );
    unmount = view.unmount;
    expect(server.resourceSearches.at(-1)).toMatchObject({
      term: 'consent',
      categories: ['forms', 'guides'],
      page: 2,
    });
    expect(server.testSearches).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('consent');
    const categories = screen.getByRole('group', { name: 'Resource categories' });
    expect(within(categories).getByRole('checkbox', { name: 'Forms' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Guides' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Videos' })).not.toBeChecked();
    const results = screen.getByRole('list', { name: 'Resources' });
    const link = within(results).getByRole('link', { name: 'Consent form, page 2' });
    expect(link).toHaveAttribute('href', 'https://lab.example/resources/consent-2');
    expect(results).toHaveTextContent('Form · Forms, Guides');
    expect(results).toHaveTextContent('About Consent form, page 2');
    expect(screen.getByText('45 resources found')).toBeInTheDocument();
    // Arriving is not a change: the deep link stays as it was.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(view.location()).toBe(
      '/search?searchType=Resources&term=consent&categories=forms,guides&page=2',
    );
  });

  it('writes a category change as a comma list (back to page 1), then the page', async () => {
    const server = siteSearchServer();
    const view = await renderSiteSearch(
      server,
      '/search?searchType=Resources&term=consent&categories=forms&page=2',
    );
    unmount = view.unmount;
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Videos' }));
    await waitFor(
      () =>
        expect(view.location()).toBe(
          '/search?searchType=Resources&term=consent&categories=forms,videos',
        ),
      addressWait,
    );
    expect(server.resourceSearches.at(-1)).toMatchObject({
      categories: ['forms', 'videos'],
      page: 1,
    });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Resource result pages' })).getByRole(
        'button',
        { name: 'Next page' },
      ),
    );
    await waitFor(
      () =>
        expect(view.location()).toBe(
          '/search?searchType=Resources&term=consent&categories=forms,videos&page=2',
        ),
      addressWait,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Resources' })).getByRole('link', {
          name: 'Consent form, page 2',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('switching to resources clears the categories and goes back to page 1', async () => {
    const server = siteSearchServer();
    const view = await renderSiteSearch(
      server,
      '/search?searchType=Tests&term=exome&categories=forms&page=3',
    );
    unmount = view.unmount;
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Resources' }));
    await waitFor(
      () => expect(view.location()).toBe('/search?searchType=Resources&term=exome'),
      addressWait,
    );
    expect(server.resourceSearches.at(-1)).toMatchObject({ term: 'exome', page: 1 });
    expect(server.resourceSearches.at(-1)?.categories ?? []).toEqual([]);
  });
});
