// The slice tool on a fake server that answers the contract's shapes: a pasted note becomes
// removable HPO chips (negated terms named apart), the set's genes and review appear with the
// HPO version, the fitting slice test goes to the cart with the set on it, a saved slice becomes
// a favorite, a predefined slice opens from the route's slug, and axe finds nothing.
import { afterEach, describe, it, vi } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { createCartStore } from '../cart/cartStore.ts';
import { sliceFavorite } from '../favorites/favoriteItems.ts';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { SliceToolPage } from './SliceToolPage.tsx';
import { serverUnreachableMessage } from '../api/apiErrors.ts';

const source = {
  hpoVersion: '2023-01-27',
  hpoAcknowledgement: 'This service uses the Human Phenotype Ontology (HPO).',
};
const terms: Record<string, { name: string; genes: string[] }> = {
  'HP:0001263': { name: 'Global developmental delay', genes: ['ARX', 'MECP2', 'SCN2A'] },
  'HP:0001250': { name: 'Seizure', genes: ['ARX', 'SCN1A', 'SCN2A', 'KCNQ2'] },
};
const hearingSlice = {
  name: 'Hearing loss, core genes',
  slug: 'hearing-loss-core',
  key: 'hearing-loss-core',
  testCode: '706',
  testName: 'Slice',
  genes: ['GJB2', 'OTOF'],
};

interface Selection {
  geneSymbols: string[];
  hpoIds: string[];
  predefinedSlices: string[];
  testCode?: string | null;
}

function review(body: Selection) {
  const parts = [
    ...body.geneSymbols.map((id) => ({
      sliceType: 'Gene' as const,
      id,
      name: id,
      genes: [id],
      geneCount: 1,
    })),
    ...body.hpoIds.map((id) => ({
      sliceType: 'Pheno' as const,
      id,
      name: terms[id]!.name,
      genes: terms[id]!.genes,
      geneCount: terms[id]!.genes.length,
    })),
    ...body.predefinedSlices.map((id) => ({
      sliceType: 'Slice' as const,
      id,
      name: hearingSlice.name,
      genes: hearingSlice.genes,
      geneCount: hearingSlice.genes.length,
    })),
  ];
  const genes = [...new Set(parts.flatMap((part) => part.genes))].sort();
  const testCode = body.testCode ?? '706';
  return {
    ...source,
    parts,
    genes,
    unknownGeneSymbols: [],
    unknownHpoIds: [],
    unknownPhenotypeNames: [],
    unknownPredefinedSlices: [],
    testCode,
    fittingTestCode: '706',
    geneCount: genes.length,
    problems: testCode === 'TG70' ? ['Slice single gene (TG70) takes a single gene'] : [],
  };
}

function sliceServer(storedFavorites: unknown[] = [], predefinedSlices = [hearingSlice]) {
  const saved: unknown[] = [];
  const favorites: unknown[] = [];
  const asked: string[] = [];
  const forwarded: unknown[] = [];
  const fake = fakeCatalogueServices({
    signedIn: true,
    graphql: { VerifyFavorites: () => ({ verifyFavorites: { tests: [], diagnoses: [] } }) },
    portal: (path, body) => {
      asked.push(path);
      if (path === '/favorites/get') return { success: true, data: storedFavorites };
      if (path === '/favorites') {
        favorites.push(body);
        return { success: true, data: body };
      }
      if (path === '/XomeDxSlice/FetchPredefinedSlices')
        return { success: true, data: predefinedSlices };
      if (path === '/convertTextToHpo') {
        return {
          success: true,
          data: {
            ...source,
            hpoIds: ['HP:0001263', 'HP:0001250'],
            hpoNames: ['Global developmental delay', 'Seizure'],
            mentions: [],
            excluded: [
              {
                hpoId: 'HP:0000365',
                name: 'Hearing impairment',
                matchedText: 'hearing loss',
                start: 58,
                end: 70,
              },
            ],
          },
        };
      }
      if (path === '/XomeDxSlice/GetSliceReview')
        return { success: true, data: review(body as Selection) };
      // One part's genes, by the call of its kind; a whole selection's parts.
      const none = { geneSymbols: [], hpoIds: [], predefinedSlices: [] };
      if (path === '/XomeDxSlice/GetSliceGeneInfoByPhenotypeId')
        return { success: true, data: review({ ...none, ...(body as { hpoIds: string[] }) }) };
      if (path === '/XomeDxSlice/GetSliceGeneInfoByGeneSymbol')
        return {
          success: true,
          data: review({ ...none, ...(body as { geneSymbols: string[] }) }),
        };
      if (path === '/XomeDxSlice/GetSliceGeneInfo')
        return { success: true, data: review({ ...none, ...(body as Partial<Selection>) }) };
      if (path === '/XomeDxSlice/GetSliceGenesDetails') {
        const { geneSymbols } = body as { geneSymbols: string[] };
        return {
          success: true,
          data: {
            ...source,
            genes: geneSymbols.map((symbol) => ({
              symbol,
              hgncId: `HGNC:${symbol.length}`,
              name: `${symbol} protein`,
              location: '1p1',
              phenotypeCount: 2,
              phenotypeNames: ['Seizure'],
            })),
            unknownGeneSymbols: [],
          },
        };
      }
      if (path === '/XomeDxSlice/getSliceTestCodes')
        return {
          success: true,
          data: {
            tests: [
              {
                code: '706',
                name: 'Slice',
                minGenes: 2,
                maxGenes: 150,
                trioAllowed: false,
                ultraFast: false,
              },
              {
                code: 'J757',
                name: 'Expanded slice',
                minGenes: 151,
                maxGenes: null,
                trioAllowed: true,
                ultraFast: false,
              },
            ],
            fittingTestCode: '706',
          },
        };
      if (path === '/XomeDxSlice/GetSliceDetails') {
        const { offlineOrderId } = body as { offlineOrderId: number };
        return {
          success: true,
          data: {
            ...source,
            offlineOrderId,
            name: 'My HCM genes',
            testCode: '706',
            testName: 'Slice',
            genes: ['MYBPC3', 'MYH7'],
            hpoIds: [],
            phenotypeNames: [],
            predefinedSlices: [],
            predefinedSliceNames: [],
            createdDate: '2026-11-20T08:00:00.000Z',
          },
        };
      }
      if (path === '/XomeDxSlice/ForwardSlice') {
        forwarded.push(body);
        const request = body as { offlineOrderId: number; ToEmailAddresses: string[] };
        return { success: true, data: { ...request, Status: 'Queued' } };
      }
      if (path === '/XomeDxSlice/OfflineSlice/requisition/560001')
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="slice-560001.pdf"',
          },
        });
      if (path === '/XomeDxSlice/OfflineSlice') {
        saved.push(body);
        const request = body as {
          name: string;
          testCode: string;
          geneSymbols: string[];
          hpoIds: string[];
        };
        return {
          success: true,
          data: {
            ...source,
            offlineOrderId: 560001,
            name: request.name,
            testCode: request.testCode,
            testName: 'Slice',
            genes: request.geneSymbols,
            hpoIds: request.hpoIds,
            phenotypeNames: request.hpoIds.map((id) => terms[id]!.name),
            predefinedSlices: [],
            predefinedSliceNames: [],
            createdDate: '2026-11-26T08:00:00.000Z',
          },
        };
      }
      return undefined;
    },
  });
  return { ...fake, saved, favorites, asked, forwarded };
}

function render(server: ReturnType<typeof sliceServer>, address: string) {
  return renderWithServices(
    server.services,
    address,
    <CartProvider>
      <FavoritesProvider>
        <SliceToolPage />
      </FavoritesProvider>
    </CartProvider>,
  );
}

/** Pastes a clinical note and asks for its HPO terms; answers the user to go on with. */
async function findTermsIn(view: Awaited<ReturnType<typeof render>>, note: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/Clinical note/));
  await user.paste(note);
  await user.click(screen.getByRole('button', { name: 'Find HPO terms' }));
  await view.settle(10);
  return user;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the slice tool', () => {
  it('turns a clinical note into removable HPO chips, reviews the genes and adds the fitting slice test to the cart', async () => {
    const server = sliceServer();
    const view = await render(server, '/slice-tool?code=706');
    unmount = view.unmount;
    await view.settle(10);
    const user = await findTermsIn(
      view,
      'Global developmental delay and seizures since infancy; no hearing loss.',
    );
    expect(
      screen.getByRole('button', { name: 'Remove Global developmental delay (HP:0001263)' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Seizure (HP:0001250)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Hearing impairment/ })).toBeNull();
    // The note is capped as the call caps it, with the counter under it.
    expect(screen.getByLabelText(/Clinical note/)).toHaveAttribute('maxlength', '20000');
    expect(document.body).toHaveTextContent('71/20000');
    expect(view.container.textContent).toContain(
      'Not added (negated in the note): Hearing impairment (HP:0000365)',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Genes in the slice').textContent).toBe(
        'ARX, KCNQ2, MECP2, SCN1A, SCN2A',
      ),
    );
    expect(view.container.textContent).toContain('Seizure (HP:0001250) · 4 genes');
    expect(view.container.textContent).toContain('HPO version 2023-01-27');
    await expectNoAxeViolations(view.container);

    await user.click(screen.getByRole('button', { name: 'Remove Seizure (HP:0001250)' }));
    await view.settle(10);
    await waitFor(() =>
      expect(screen.getByLabelText('Genes in the slice').textContent).toBe('ARX, MECP2, SCN2A'),
    );

    await user.click(screen.getByLabelText(/Slice name/));
    await user.paste('Delay work-up');
    await user.click(screen.getByRole('button', { name: 'Add 706 to cart' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toMatchObject({
      name: 'Delay work-up',
      testCode: '706',
      geneSymbols: ['ARX', 'MECP2', 'SCN2A'],
      hpoIds: ['HP:0001263'],
    });
    await waitFor(() => expect(server.toasts()).toContain('test added to cart'));
    const cart = createCartStore(server.services.storage).snapshot();
    expect(cart.tests[0]).toMatchObject({
      code: '706',
      slice: {
        userEnteredSliceName: 'Delay work-up',
        savedSliceName: 'Delay work-up',
        phenotypeNames: ['Global developmental delay'],
        preDefinedSliceNames: [],
        geneCount: 3,
      },
    });
    // The saved slice is a favorite of type Slices too, naming the saved slice to reopen it.
    await waitFor(() => expect(JSON.stringify(server.favorites)).toContain('Slices'));
    expect(JSON.stringify(server.favorites)).toContain('\\"offlineOrderId\\":560001');
  }, 30_000);

  it('opens each part’s genes and the genes’ details, lists the tests with their limits, and downloads a saved slice’s requisition', async () => {
    const downloads = captureDownloads();
    const server = sliceServer();
    const view = await render(server, '/slice-tool?code=706');
    unmount = view.unmount;
    await view.settle(10);
    const user = await findTermsIn(view, 'Seizures.');
    await waitFor(() =>
      expect(screen.getByLabelText('Genes in the slice').textContent).toBe(
        'ARX, KCNQ2, MECP2, SCN1A, SCN2A',
      ),
    );

    // One term's genes, through the call for an HPO id.
    await user.click(screen.getByRole('button', { name: 'Show genes of Seizure (HP:0001250)' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Genes of Seizure (HP:0001250)').textContent).toBe(
        '4 genes: ARX, KCNQ2, SCN1A, SCN2A',
      ),
    );
    expect(server.asked).toContain('/XomeDxSlice/GetSliceGeneInfoByPhenotypeId');
    // Every part of the set with its genes, through the call for a whole selection.
    await user.click(screen.getByRole('button', { name: 'Show genes of every part of the slice' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Genes of every part of the slice').textContent).toContain(
        'Global developmental delay (3 genes): ARX, MECP2, SCN2A',
      ),
    );
    // The genes table's details.
    await user.click(screen.getByRole('button', { name: 'Show gene details' }));
    const table = await screen.findByRole('table', { name: 'Gene details' });
    expect(within(table).getByRole('rowheader', { name: 'SCN1A' })).toBeVisible();
    expect(table.textContent).toContain('SCN1A protein');
    // The tests come from the server with their limits.
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Expanded slice (J757) · over 150 genes' }),
      ).toBeDefined(),
    );
    expect(screen.getByRole('option', { name: 'Slice (706) · 2–150 genes' })).toBeDefined();
    await expectNoAxeViolations(view.container);

    // Saved, its requisition downloads under the server's file name.
    await user.click(screen.getByLabelText(/Slice name/));
    await user.paste('Seizure work-up');
    await user.click(screen.getByRole('button', { name: 'Save slice' }));
    await user.click(await screen.findByRole('button', { name: 'Download slice requisition' }));
    await waitFor(() => expect(downloads.fileNames).toEqual(['slice-560001.pdf']));
    expect(downloads.blobs()).toHaveLength(1);
    downloads.restore();
  }, 30_000);

  it('says when the lab’s server could not be reached for the genes, and Try again shows them', async () => {
    const server = sliceServer();
    // The genes' calls are sent to a closed port (refused for real) while `down`.
    let down = true;
    const answer = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation((input, init) =>
      down && /GetSliceGeneInfoByPhenotypeId|GetSliceGenesDetails/.test(String(input))
        ? globalThis.fetch(`http://127.0.0.1:1${String(input)}`, init)
        : answer(input, init),
    );
    const view = await render(server, '/slice-tool?code=706');
    unmount = view.unmount;
    await view.settle(10);
    const user = await findTermsIn(view, 'Seizures.');
    await user.click(screen.getByRole('button', { name: 'Show genes of Seizure (HP:0001250)' }));
    await user.click(screen.getByRole('button', { name: 'Show gene details' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((alert) => alert.textContent === serverUnreachableMessage),
      ).toHaveLength(2),
    );
    await expectNoAxeViolations(view.container);

    down = false;
    for (const button of screen.getAllByRole('button', { name: 'Try again' }))
      await user.click(button);
    await waitFor(() =>
      expect(screen.getByLabelText('Genes of Seizure (HP:0001250)').textContent).toBe(
        '4 genes: ARX, KCNQ2, SCN1A, SCN2A',
      ),
    );
    expect(await screen.findByRole('table', { name: 'Gene details' })).toBeVisible();
  }, 30_000);

  it('starts from a predefined slice named by the route, and shows the chosen test’s limits', async () => {
    const server = sliceServer();
    const view = await render(server, '/slice-tool?code=TG70&slice=hearing-loss-core');
    unmount = view.unmount;
    await view.settle(15);
    await waitFor(() =>
      expect(screen.getByLabelText('Genes in the slice').textContent).toBe('GJB2, OTOF'),
    );
    expect(view.container.textContent).toContain('Slice single gene (TG70) takes a single gene');
    expect(screen.getByRole('button', { name: 'Add TG70 to cart' })).toBeDisabled();
    await expectNoAxeViolations(view.container);
  }, 30_000);

  it('counts a predefined slice’s genes as "1 gene" or "2 genes", never "1 genes"', async () => {
    const oneGene = {
      ...hearingSlice,
      name: 'Otoferlin only',
      slug: 'otof',
      key: 'otof',
      genes: ['OTOF'],
    };
    const server = sliceServer([], [hearingSlice, oneGene]);
    const view = await render(server, '/slice-tool?code=706');
    unmount = view.unmount;
    await view.settle(10);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Otoferlin only (1 gene)' })).toBeDefined(),
    );
    expect(
      screen.getByRole('option', { name: 'Hearing loss, core genes (2 genes)' }),
    ).toBeDefined();
    expect(view.container.textContent).not.toContain('1 genes');
  });

  it('opens a saved slice of the favorites by its slug, with its genes and name', async () => {
    const favorite = sliceFavorite({ name: 'Slice', test_code: '706' }, 'My HCM genes', [
      { id: 'myh7', name: 'MYH7' },
      { id: 'mybpc3', name: 'MYBPC3' },
    ]);
    const server = sliceServer([{ Type: 'Slices', Blob: JSON.stringify([favorite]) }]);
    const view = await render(server, '/slice-tool?code=706&slice=my-hcm-genes&fav=Slices');
    unmount = view.unmount;
    await view.settle(15);
    await waitFor(() =>
      expect(screen.getByLabelText('Genes in the slice').textContent).toBe('MYBPC3, MYH7'),
    );
    expect(screen.getByLabelText(/Slice name/)).toHaveValue('My HCM genes');
    // The intro names the slice, not its slug.
    expect(document.body.textContent).toContain('Starting from the slice “My HCM genes”.');
    expect(document.body.textContent).not.toContain('“my-hcm-genes”');
    expect(screen.getByRole('button', { name: 'Remove MYH7' })).toBeVisible();
    // A gene's own entry, through the call for a gene symbol.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show genes of MYH7' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Genes of MYH7').textContent).toBe('1 gene: MYH7'),
    );
    expect(server.asked).toContain('/XomeDxSlice/GetSliceGeneInfoByGeneSymbol');
    // Saved before the favorite named its saved slice: nothing to reopen, nothing to download.
    expect(server.asked).not.toContain('/XomeDxSlice/GetSliceDetails');
    expect(screen.queryByRole('button', { name: 'Download slice requisition' })).toBeNull();
    // An empty name is the spec's required text.
    await userEvent.setup().clear(screen.getByLabelText(/Slice name/));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save slice' }));
    await waitFor(() => expect(document.body.textContent).toContain('This field is required'));
    expect(document.body.textContent).not.toContain('Name the slice to save it');
  }, 30_000);

  it('reopens the saved slice a favorite names: its requisition downloads and it can be forwarded again', async () => {
    const downloads = captureDownloads();
    const favorite = sliceFavorite(
      { name: 'Slice', test_code: '706' },
      'My HCM genes',
      [
        { id: 'myh7', name: 'MYH7' },
        { id: 'mybpc3', name: 'MYBPC3' },
      ],
      560001,
    );
    const server = sliceServer([{ Type: 'Slices', Blob: JSON.stringify([favorite]) }]);
    const view = await render(server, '/slice-tool?code=706&slice=my-hcm-genes&fav=Slices');
    unmount = view.unmount;
    await view.settle(15);
    await waitFor(() => expect(screen.getByText('Saved as “My HCM genes”')).toBeVisible());
    expect(server.asked).toContain('/XomeDxSlice/GetSliceDetails');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download slice requisition' }));
    await waitFor(() => expect(downloads.fileNames).toEqual(['slice-560001.pdf']));
    downloads.restore();

    // A wrong address is said beside the field, and nothing is sent.
    const user = userEvent.setup();
    const address = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(address, 'colleague@example');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Must be a valid email'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(server.forwarded).toEqual([]);
    await expectNoAxeViolations(view.container);
    await user.type(address, '.org');
    expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await waitFor(() =>
      expect(server.forwarded).toEqual([
        { offlineOrderId: 560001, ToEmailAddresses: ['colleague@example.org'] },
      ]),
    );
  }, 30_000);
});
