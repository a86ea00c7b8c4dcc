import { useId, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useKeyboardScroller } from './useKeyboardScroller';
import { NarrowAndWide, expectNarrowTableScrollsByKeyboard } from '../DataTable/narrowScreenStory';

/** An app's own plain table (not the kit's DataTable), in a box that scrolls when it is too narrow. */
function PlainWideTable({ caption }: { caption: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scroller = useKeyboardScroller(ref, { labelledBy: captionId });
  return (
    <div ref={ref} style={{ overflowX: 'auto' }} {...scroller}>
      <table style={{ minWidth: '36rem', borderCollapse: 'collapse' }}>
        <caption id={captionId} style={{ textAlign: 'start', fontWeight: 600 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {['Order', 'Patient', 'Test', 'Status', 'Received'].map((header) => (
              <th key={header} scope="col" style={{ textAlign: 'start' }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>ORD-1042</td>
            <td>Rivera, Ana</td>
            <td>BRCA1/2 sequencing and deletion/duplication analysis</td>
            <td>In progress</td>
            <td>11/24/2026</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * `useKeyboardScroller` for a scroll box of the app's own: the props that make it a keyboard
 * stop, named like its content, while it scrolls sideways. The kit's DataTable uses it too.
 */
const meta = {
  title: 'Layout/useKeyboardScroller',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A phone-width box (16rem) over a desk-width one (48rem): only the narrow one is a stop (the
 * browser then scrolls it with the arrow keys).
 */
export const PlainTable: Story = {
  render: () => <NarrowAndWide table={(caption) => <PlainWideTable caption={caption} />} />,
  play: expectNarrowTableScrollsByKeyboard,
};
