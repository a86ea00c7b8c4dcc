import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getPatient, listOrderDocuments } from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  onPhone,
  storyPatient,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { PatientDetailPage } from './PatientDetailPage.tsx';

const meta = {
  title: 'Portal screens/Patient detail',
  component: PatientDetailPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { patientId: '7' },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#patients/7' },
    msw: [
      ...commonHandlers,
      answerCall(getPatient, storyPatient()),
      answerCall(listOrderDocuments, []),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof PatientDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A patient with a submitted order: details and contacts, read-only since the order went in. */
export const SubmittedPatient: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hopper, Grace' });
    await expect(heading).toBeVisible();
    // Shown as on a first page load (whatever earlier stories did): the focus stays where it was.
    await expect(heading).not.toHaveFocus();
    await expect(screen.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(screen.getByText('12/09/1961')).toBeVisible();
    await expect(screen.getByText('Email: grace@example.org')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  },
};

/** The same screen on a 375 px phone. */
export const SubmittedPatientOnPhone: Story = { ...SubmittedPatient, ...onPhone };

const longEmail = 'grace.brewster.murray.hopper.familyoffice@navycomputinglaboratory.example.org';
const longStreet = 'CommonwealthAvenueHarborsideMedicalOfficeBuildingEntranceB';

/**
 * Long values on a 375 px phone: an e-mail address and a street without a space wrap inside their
 * card (the details' values and the contacts), the page never wider than the phone.
 */
export const LongValuesOnPhone: Story = {
  ...onPhone,
  // A layout check, not a look of its own: no screenshot baseline (SubmittedPatientOnPhone has it).
  tags: ['viewport-mobile', 'no-visual'],
  parameters: {
    msw: [
      ...commonHandlers,
      answerCall(
        getPatient,
        storyPatient({
          street1: longStreet,
          contactInformation: [{ contactType: 'E', contactValue: longEmail, notifyPatient: true }],
        }),
      ),
      answerCall(listOrderDocuments, []),
      ...unansweredCalls,
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Hopper, Grace' }),
    ).toBeVisible();
    const street = screen.getByText(longStreet);
    const card = street.closest('dl')!;
    expect(street.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(screen.getByText(`Email: ${longEmail} (notify the patient)`)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    expect(page.scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(
      page.clientWidth,
    );
  },
};
