import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  getOrderTestStatuses,
  getPatient,
  getPatientInvitationStatus,
  getSimpleOrder,
  listOrderDocuments,
  listReportsByAccount,
  listThreadsByReadStatusV2,
} from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  storyPatient,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { orderedTest, simpleOrder } from '../orders/orderFixtures.ts';
import { OrderReviewPage } from './OrderReviewPage.tsx';

const submitted = simpleOrder({
  orderId: 1042,
  status: 4,
  statusLabel: 'PendingReview',
  accessionNumber: 'ACC-20431',
  tests: [
    orderedTest({ labStatus: 'In Lab' }),
    orderedTest({ id: 502, code: 'BRCA2', shortDescription: 'BRCA1 and BRCA2 analysis' }),
  ],
});

const meta = {
  title: 'Portal screens/Order review',
  component: OrderReviewPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { orderId: '1042' },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#review/1042' },
    msw: [
      ...commonHandlers,
      answerCall(getSimpleOrder, submitted),
      answerCall(
        getOrderTestStatuses,
        submitted.tests.map((test) => ({
          testId: test.id,
          code: test.code,
          shortDescription: test.shortDescription,
          labStatus: test.labStatus,
          labStatusUpdateDate: null,
          dueDate: test.dueDate,
          cancelled: false,
        })),
      ),
      answerCall(getPatient, storyPatient()),
      answerCall(listOrderDocuments, []),
      answerCall(listThreadsByReadStatusV2, []),
      answerCall(listReportsByAccount, {
        items: [
          {
            orderId: 1042,
            accountNumber: '1001',
            institutionName: 'Harbor Genetics',
            patientId: 7,
            firstName: 'Zoë',
            middleName: null,
            lastName: 'Łukasiewicz-Ødegaard',
            birthDate: '1990-05-21',
            accessionNum: 'ACC-20431',
            orderStatus: 4,
            orderedDate: '2026-11-02T10:00:00.000Z',
            updatedDate: '2026-11-20T10:00:00.000Z',
            orderingProviderId: 501,
            orderingProviderName: 'Ada Lovelace',
            orderedBy: 'dr.ada@loci.test',
            labReportId: 31,
            orderTestId: 502,
            testCode: 'BRCA2',
            testDescription: 'BRCA1 and BRCA2 analysis',
            labStatus: 'Finished',
            reportVersion: 1,
            reportTitle: 'Report',
            resultDate: '2026-11-20T09:00:00.000Z',
            reviewed: false,
            reviewedBy: null,
            reviewedDate: null,
          },
        ],
        totalCount: 1,
      }),
      answerCall(getPatientInvitationStatus, {
        orderId: 1042,
        status: 'NOT_SENT',
        sentAt: null,
        sentTo: null,
      }),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof OrderReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted order as the provider reviews it: its tests and their lab status. */
export const SubmittedOrder: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('1042');
    await expect(await screen.findByText(/Hereditary cancer panel/)).toBeVisible();
    await expect(screen.getByText(/BRCA1 and BRCA2 analysis/)).toBeVisible();
    await expect(await screen.findByTestId('patient-invitation-status')).toHaveTextContent(
      'NOT_SENT',
    );
  },
};
