// The narrow-screen story the DataTable and its placeholder share (stories only, not the kit's API).
import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The table captioned "Orders" in a 16rem box (a phone), above one captioned "Reports" in 48rem. */
export function NarrowAndWide({ table }: { table: (caption: string) => ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <div style={{ width: '16rem' }}>{table('Orders')}</div>
      <div style={{ width: '48rem' }}>{table('Reports')}</div>
    </div>
  );
}

/**
 * The narrow table scrolls sideways, so its scroller is a group named like it (not a landmark: a
 * page's section often has the table's name) that takes the first Tab; the wide one fits and stays
 * out of the tab order.
 */
export async function expectNarrowTableScrollsByKeyboard({
  canvas,
  userEvent,
}: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const scroller = await canvas.findByRole('group', { name: 'Orders' });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expect(scroller).toContainElement(canvas.getByRole('table', { name: 'Orders' }));
  await userEvent.tab();
  await expect(scroller).toHaveFocus();
  await expect(canvas.queryByRole('group', { name: 'Reports' })).toBeNull();
  await expect(canvas.getByRole('table', { name: 'Reports' }).parentElement).not.toHaveAttribute(
    'tabindex',
  );
}
