// The favorite controls of a test's page: a panel test is saved as a favorite panel (and removed
// again), a slice test's chosen genes are saved under a name, with the problems beside the fields.
import { afterEach, beforeEach, describe, it } from 'vitest';
// The kit's Storybook test bundle: Testing Library's screen and user-event, and jest-dom matchers.
import { expect, screen, userEvent } from 'storybook/test';
import { typeaheadDriver } from '@loci/ui/test';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { FavoritesProvider } from './FavoritesProvider.tsx';
import { SaveAsFavorite } from './SaveAsFavorite.tsx';

const gene = (name: string) => ({ id: name.toLowerCase(), name });

const panelTest = {
  id: '11',
  name: 'Hypertrophic Cardiomyopathy Panel',
  test_code: 'C1004',
  slug: 'hcm-panel',
  customizable: false,
  max_number_of_genes: null,
  genes: [gene('MYH7'), gene('MYBPC3')],
  optional_genes: [],
};

const sliceTest = {
  id: '40',
  name: 'Slice',
  test_code: '706',
  slug: 'slice',
  customizable: true,
  max_number_of_genes: 2,
  genes: [],
  optional_genes: [gene('MYH7'), gene('MYBPC3'), gene('TNNT2')],
};

function services() {
  const posts: Array<Array<{ Type: string; Blob: string }>> = [];
  const fake = fakeCatalogueServices({
    signedIn: true,
    portal: (path, body) => {
      if (path === '/favorites/get') return { success: true, data: [] };
      if (path === '/favorites') {
        posts.push(body as Array<{ Type: string; Blob: string }>);
        return { success: true, data: body };
      }
      return undefined;
    },
  });
  return { ...fake, posts };
}

describe('SaveAsFavorite', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('saves a panel test as a favorite panel and removes it again', async () => {
    const server = services();
    const view = await renderWithServices(
      server.services,
      '/tests/C1004/hcm-panel',
      <FavoritesProvider>
        <SaveAsFavorite test={panelTest} />
      </FavoritesProvider>,
    );
    unmount = () => view.unmount();
    await view.settle(10);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save as favorite panel' }));
    await view.settle(5);
    expect(screen.getByRole('button', { name: 'Remove panel from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(server.posts.at(-1)![0]!.Blob)).toHaveLength(1);
    expect(server.toasts()).toContain('favorites added');
    await user.click(screen.getByRole('button', { name: 'Remove panel from favorites' }));
    await view.settle(5);
    expect(server.posts.at(-1)).toEqual([{ Type: 'Panels', Blob: '[]' }]);
    expect(server.toasts()).toContain('favorites removed');
  });

  it('saves chosen genes of a slice test under a name, within its gene limit', async () => {
    const server = services();
    const view = await renderWithServices(
      server.services,
      '/tests/706/slice',
      <FavoritesProvider>
        <SaveAsFavorite test={sliceTest} />
      </FavoritesProvider>,
    );
    unmount = () => view.unmount();
    await view.settle(10);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save as favorite slice' });
    await user.click(save);
    // The spec's messages (they were 'Choose at least one gene.' and 'Name the slice.').
    expect(screen.getByText('Please select at least one value')).toBeInTheDocument();
    const genes = typeaheadDriver(
      screen.getByRole('combobox', { name: /Genes of the slice/ }),
      user,
    );
    for (const name of ['MYH7', 'MYBPC3', 'TNNT2']) {
      await genes.search(name);
      await genes.choose(name);
    }
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(screen.getByText('Choose at most 2 genes.')).toBeInTheDocument();
    await genes.remove('TNNT2');
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(screen.getByRole('textbox', { name: 'Slice name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(screen.getByRole('textbox', { name: 'Slice name' }), 'My HCM genes');
    await user.click(save);
    await view.settle(5);
    const saved = JSON.parse(server.posts.at(-1)![0]!.Blob) as Array<{
      key: string;
      data: unknown;
    }>;
    expect(server.posts.at(-1)![0]!.Type).toBe('Slices');
    expect(saved).toEqual([
      {
        key: '706:my-hcm-genes',
        name: 'My HCM genes',
        data: {
          name: 'My HCM genes',
          slug: 'my-hcm-genes',
          testCode: '706',
          testName: 'Slice',
          genes: [
            { id: 'myh7', name: 'MYH7', selected: true },
            { id: 'mybpc3', name: 'MYBPC3', selected: true },
          ],
        },
      },
    ]);
  }, 20_000);
});
