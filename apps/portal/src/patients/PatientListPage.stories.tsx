import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  searchPatients,
  searchPatientsByAccession,
  siteServiceKeyPresentForAccount,
} from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  onPhone,
  storyPatients,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { PatientListPage } from './PatientListPage.tsx';

const meta = {
  title: 'Portal screens/Patient list',
  component: PatientListPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#patients' },
    msw: [
      ...commonHandlers,
      answerCall(searchPatients, ({ body }) => {
        const { PageNumber = 1, PageSize = 20 } = (body ?? {}) as {
          PageNumber?: number;
          PageSize?: number;
        };
        return {
          items: storyPatients,
          totalCount: storyPatients.length,
          pageNumber: Number(PageNumber),
          pageSize: Number(PageSize),
        };
      }),
      answerCall(searchPatientsByAccession, {
        items: [],
        totalCount: 0,
        pageNumber: 1,
        pageSize: 20,
      }),
      answerCall(siteServiceKeyPresentForAccount, true),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof PatientListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The patients of the provider's account, searchable by name or accession number. */
export const Patients: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    await expect(await screen.findByText('Hopper, Grace')).toBeVisible();
    await expect(screen.getByText('Turing, Alan')).toBeVisible();
    await expect(screen.getByRole('searchbox')).toBeVisible();
  },
};

/** The same screen on a 375 px phone. */
export const PatientsOnPhone: Story = { ...Patients, ...onPhone };
