import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  fetchPredefinedSlices,
  getSliceGeneInfoByPredefinedSlice,
  getSliceReview,
  getSliceTestCodes,
} from '@loci/contract';
import { SliceTestLimitsList } from '@loci/domain';
import {
  answerCall,
  commonHandlers,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { SliceToolPage } from './SliceToolPage.tsx';

const source = {
  hpoVersion: '2023-01-27',
  hpoAcknowledgement:
    'This service/product uses the Human Phenotype Ontology (version 2023-01-27). Find out more at http://www.human-phenotype-ontology.org',
};
const hearingGenes = ['CDH23', 'GJB2', 'GJB6', 'MYO7A', 'MYO15A', 'OTOF', 'SLC26A4', 'TECTA'];
const hearingSlice = {
  name: 'Hearing loss, core genes',
  slug: 'hearing-loss-core',
  key: 'hearing-loss-core',
  testCode: '706',
  testName: 'Slice',
  genes: hearingGenes,
};
const hearingInfo = {
  ...source,
  parts: [
    {
      sliceType: 'Slice' as const,
      id: hearingSlice.key,
      name: hearingSlice.name,
      genes: hearingGenes,
      geneCount: hearingGenes.length,
    },
  ],
  genes: [...hearingGenes].sort(),
  unknownGeneSymbols: [],
  unknownHpoIds: [],
  unknownPhenotypeNames: [],
  unknownPredefinedSlices: [],
};

const meta = {
  title: 'Portal screens/Slice tool',
  component: SliceToolPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/slice-tool?code=706&slice=hearing-loss-core' },
    msw: [
      ...commonHandlers,
      answerCall(fetchPredefinedSlices, [hearingSlice]),
      answerCall(getSliceReview, {
        ...hearingInfo,
        testCode: '706',
        fittingTestCode: '706',
        geneCount: hearingGenes.length,
        problems: [],
      }),
      answerCall(getSliceTestCodes, {
        tests: SliceTestLimitsList.map((test) => ({ ...test })),
        fittingTestCode: '706',
      }),
      answerCall(getSliceGeneInfoByPredefinedSlice, hearingInfo),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof SliceToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A predefined slice opened from the route: its genes, reviewed against Slice (706), ready to order. */
export const FromPredefinedSlice: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Slice tool for test 706' }),
    ).toBeVisible();
    const genes = await screen.findByLabelText('Genes in the slice');
    await expect(genes).toHaveTextContent('CDH23, GJB2, GJB6, MYO15A, MYO7A, OTOF, SLC26A4, TECTA');
    await expect(screen.getByText('8 genes')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add 706 to cart' })).toBeEnabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show genes of Hearing loss, core genes' }),
    );
    await expect(
      await screen.findByLabelText('Genes of Hearing loss, core genes'),
    ).toHaveTextContent('8 genes: CDH23, GJB2');
  },
};
