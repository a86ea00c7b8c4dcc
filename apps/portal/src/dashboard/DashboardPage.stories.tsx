import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getDashboardCounts } from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { busyDashboard, quietOrdersOnlyDashboard } from './dashboardFixtures.ts';

const meta = {
  title: 'Portal screens/Dashboard',
  component: DashboardPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#dashboard' },
    msw: [...commonHandlers, answerCall(getDashboardCounts, busyDashboard), ...unansweredCalls],
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dr. Okafor's two accounts: each count a card with the link to its filtered list. */
export const NeedsAttention: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'View drafts' })).toHaveAttribute(
      'href',
      '/user-account#simple-orders?status=Draft',
    );
    await expect(screen.getByText('Oldest started 14 days ago')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'View new reports' })).toBeVisible();
    await expect(
      screen.getByRole('link', { name: 'Account 1002 (Lakeshore Cardiology): 2' }),
    ).toBeVisible();
  },
};

/** An Orders Only user with nothing waiting: no reports or supplies cards, and the empty state. */
export const NothingWaiting: Story = {
  parameters: {
    msw: [
      ...commonHandlers,
      answerCall(getDashboardCounts, quietOrdersOnlyDashboard),
      ...unansweredCalls,
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Nothing needs your attention')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'View new reports' })).toBeNull();
  },
};
