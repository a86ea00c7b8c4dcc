// An ordered slice on the order review, on a fake server answering the contract's shapes: its
// test, status, name, phenotypes and genes; a phenotype's genes on demand; the slice requisition
// downloaded through the API client under the server's file name; a failed download said so.
import { afterEach, describe, it, vi } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { OrderedSlice, hasSliceTest } from './OrderedSlice.tsx';

const source = {
  hpoVersion: '2023-01-27',
  hpoAcknowledgement: 'This service uses the Human Phenotype Ontology (HPO).',
};

function orderedSliceServer(requisition: () => Response) {
  const asked: string[] = [];
  const fake = fakeCatalogueServices({
    signedIn: true,
    portal: (path, body) => {
      asked.push(path);
      if (path === '/XomeDxSlice/SliceStatusAndGenes/42')
        return {
          success: true,
          data: {
            orderId: 42,
            testCode: '706',
            testName: 'Slice',
            status: 'Draft',
            sliceName: 'Hearing work-up',
            genes: ['GJB2', 'OTOF', 'SLC26A4'],
            phenotypeNames: ['Hearing impairment'],
          },
        };
      if (path === '/XomeDxSlice/GetSliceGeneInfoByPhenotypeName') {
        expect(body).toEqual({ phenotypeNames: ['Hearing impairment'] });
        return {
          success: true,
          data: {
            ...source,
            parts: [
              {
                sliceType: 'Pheno',
                id: 'HP:0000365',
                name: 'Hearing impairment',
                genes: ['GJB2', 'OTOF'],
                geneCount: 2,
              },
            ],
            genes: ['GJB2', 'OTOF'],
            unknownGeneSymbols: [],
            unknownHpoIds: [],
            unknownPhenotypeNames: [],
            unknownPredefinedSlices: [],
          },
        };
      }
      if (path === '/XomeDxSlice/requisition/42') return requisition();
      return undefined;
    },
  });
  return { ...fake, asked };
}

const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="slice-requisition-42.pdf"',
    },
  });

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('an ordered slice on the order review', () => {
  it('is shown for orders with a slice test only', () => {
    expect(hasSliceTest([{ code: 'A1' }, { code: 'j757' }])).toBe(true);
    expect(hasSliceTest([{ code: 'A1' }])).toBe(false);
  });

  it('shows the slice’s test, status and genes, a phenotype’s genes, and downloads its requisition', async () => {
    const downloads = captureDownloads();
    const server = orderedSliceServer(pdf);
    const view = await renderWithServices(server.services, '/', <OrderedSlice orderId={42} />);
    unmount = view.unmount;
    await view.settle(10);
    const card = screen.getByRole('region', { name: 'Slice' });
    await waitFor(() =>
      expect(within(card).getByLabelText('Genes in the slice').textContent).toBe(
        'GJB2, OTOF, SLC26A4',
      ),
    );
    expect(card.textContent).toContain('Slice (706)');
    expect(card.textContent).toContain('Draft');
    expect(card.textContent).toContain('Hearing work-up');
    expect(card.textContent).toContain('3 genes');
    await expectNoAxeViolations(view.container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show genes of Hearing impairment' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Genes of Hearing impairment').textContent).toBe(
        '2 genes: GJB2, OTOF',
      ),
    );
    expect(
      screen.getByRole('button', { name: 'Hide genes of Hearing impairment' }),
    ).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Download slice requisition' }));
    await waitFor(() => expect(downloads.fileNames).toEqual(['slice-requisition-42.pdf']));
    expect(downloads.blobs()[0]).toBeInstanceOf(Blob);
    expect(server.asked).toContain('/XomeDxSlice/requisition/42');
    downloads.restore();
  }, 30_000);

  it('says so when the requisition cannot be downloaded', async () => {
    const server = orderedSliceServer(
      () =>
        new Response(JSON.stringify({ success: false, errors: [{ message: 'Not found' }] }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const view = await renderWithServices(server.services, '/', <OrderedSlice orderId={42} />);
    unmount = view.unmount;
    await view.settle(10);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download slice requisition' }));
    await waitFor(() =>
      expect(view.container.textContent).toContain(
        'The slice requisition could not be downloaded. Please try again.',
      ),
    );
  }, 30_000);
});
