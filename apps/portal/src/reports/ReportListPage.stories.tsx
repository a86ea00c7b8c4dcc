import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listReportsByAccount, listResultsAddOnAvailable } from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  onPhone,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { ReportListPage } from './ReportListPage.tsx';
import { reportRow } from './reportRow.ts';

/** Released reports of the story's account: one new, one updated and already reviewed. */
const storyReports = [
  reportRow(),
  reportRow({
    labReportId: 32,
    orderId: 100005,
    firstName: 'Grace',
    lastName: 'Hopper',
    accessionNum: 'LAB-100005',
    testCode: '706',
    testDescription: 'Slice of the exome',
    reportVersion: 2,
    reportTitle: 'Updated report',
    resultDate: '2026-11-18T09:00:00.000Z',
    reviewed: true,
    reviewedBy: 'dr.ada@loci.test',
    reviewedDate: '2026-11-25T10:00:00.000Z',
  }),
];

const meta = {
  title: 'Portal screens/Reports',
  component: ReportListPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#reports' },
    msw: [
      ...commonHandlers,
      answerCall(listReportsByAccount, { items: storyReports, totalCount: storyReports.length }),
      // No order of the story qualifies for an add-on: the column shows a dash on each row.
      answerCall(listResultsAddOnAvailable, []),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof ReportListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reports list: newest result first, each report's reviewed state and a link to open it. */
export const Reports: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    // The table's lazy chunk loads first: the file's first story pays for it (over the default
    // second once in a full, parallel CI run).
    const newest = await screen.findByRole(
      'link',
      { name: 'Łukasiewicz-Ødegaard, Zoë' },
      { timeout: 5000 },
    );
    await expect(newest).toHaveAttribute('href', '/user-account#reports/31');
    await expect(screen.getByRole('link', { name: 'Hopper, Grace' })).toHaveAttribute(
      'href',
      '/user-account#reports/32',
    );
    const table = within(screen.getByRole('table'));
    await expect(table.getByText('Not reviewed')).toBeVisible();
    await expect(table.getByText('Updated report (version 2)')).toBeVisible();
  },
};

/** The same screen on a 375 px phone. */
export const ReportsOnPhone: Story = { ...Reports, ...onPhone };
