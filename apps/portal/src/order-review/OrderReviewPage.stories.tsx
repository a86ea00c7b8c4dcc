import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  fetchAppSettings,
  getOrderTestCodeDescriptions,
  getOrderTestStatuses,
  getPatient,
  getPatientInvitationStatus,
  getSimpleOrder,
  getSliceStatusAndGenes,
  listOrderDocuments,
  listReportsByAccount,
  listThreadsByReadStatusV2,
} from '@loci/contract';
import {
  answerCall,
  storyMessagingSettings,
  commonHandlers,
  onPhone,
  storyPatient,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { orderedTest, simpleOrder } from '../orders/orderFixtures.ts';
import { reportRow } from '../reports/reportRow.ts';
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
      // Before the common handlers: the first that answers wins.
      answerCall(fetchAppSettings, storyMessagingSettings),
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
      answerCall(
        getOrderTestCodeDescriptions,
        submitted.tests.map((test) => ({
          testCode: test.code,
          testDescription: test.shortDescription,
        })),
      ),
      answerCall(listThreadsByReadStatusV2, []),
      // TG70 is a custom slice test: the review shows the slice's status and genes.
      answerCall(getSliceStatusAndGenes, {
        orderId: 1042,
        testCode: 'TG70',
        testName: 'Hereditary cancer panel',
        status: 'PendingReview',
        sliceName: 'Breast and ovarian cancer genes',
        genes: ['BRCA1', 'BRCA2', 'PALB2'],
        phenotypeNames: ['Family history of breast cancer'],
      }),
      answerCall(listReportsByAccount, {
        items: [
          reportRow({
            orderId: 1042,
            accessionNum: 'ACC-20431',
            orderStatus: 4,
            orderTestId: 502,
            testCode: 'BRCA2',
            testDescription: 'BRCA1 and BRCA2 analysis',
          }),
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
      'Not sent',
    );
    // Every call the screen makes is answered: the slice's card shows its name, no error toast.
    await expect(await screen.findByText('Breast and ovarian cancer genes')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText(/no_fixture/)).toBeNull();
  },
};

/** The same screen on a 375 px phone. */
export const SubmittedOrderOnPhone: Story = { ...SubmittedOrder, ...onPhone };
