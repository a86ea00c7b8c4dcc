import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fetchAppSettings, listThreadsByReadStatusV2 } from '@loci/contract';
import {
  answerCall,
  storyMessagingSettings,
  commonHandlers,
  onPhone,
  storyThreads,
  unansweredCalls,
  withPortalScreen,
} from '../storybook/index.ts';
import { MessagesCenterPage } from './MessagesCenterPage.tsx';

const meta = {
  title: 'Portal screens/Messages',
  component: MessagesCenterPage,
  decorators: [withPortalScreen],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    portalScreen: { address: '/user-account#messages-center' },
    msw: [
      // Before the common handlers: the first that answers wins.
      answerCall(fetchAppSettings, storyMessagingSettings),
      ...commonHandlers,
      answerCall(listThreadsByReadStatusV2, ({ query }) =>
        query.get('readStatus') === 'UNREAD'
          ? storyThreads.filter((thread) => thread.readStatus === 'UNREAD')
          : storyThreads,
      ),
      ...unansweredCalls,
    ],
  },
} satisfies Meta<typeof MessagesCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every conversation with the lab about the provider's orders, unread first. */
export const Threads: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(await screen.findByText('Order 1042 – Test: Turnaround Time')).toBeVisible();
    await expect(screen.getByText('Order 1039 – Billing: Prior Authorization')).toBeVisible();
  },
};

/** The same screen on a 375 px phone. */
export const ThreadsOnPhone: Story = { ...Threads, ...onPhone };
