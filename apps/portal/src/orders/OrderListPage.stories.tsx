import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listOrderTestsAndReportsPaged } from '@loci/contract';
import {
  answerCall,
  commonHandlers,
  onPhone,
  storyOrders,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { OrderListPage } from './OrderListPage.tsx';

const meta = {
  title: 'Portal screens/Order list',
  component: OrderListPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#simple-orders' },
    msw: [
      ...commonHandlers,
      answerCall(listOrderTestsAndReportsPaged, {
        items: storyOrders,
        totalCount: storyOrders.length,
        pageNumber: 1,
        pageSize: 25,
      }),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's orders, newest first, with their status and the actions each allows. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // The table's lazy chunk loads first (over the default second once in a full CI run).
    await expect(
      await screen.findByRole('link', { name: 'Hopper, Grace' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Johnson, Katherine' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Franklin, Rosalind' })).toBeVisible();
  },
};

/** The same screen on a 375 px phone. */
export const OrdersOnPhone: Story = { ...Orders, ...onPhone };
