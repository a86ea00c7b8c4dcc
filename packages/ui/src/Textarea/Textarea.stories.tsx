import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Clinical notes', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultRows: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Clinical notes' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(canvas.queryByText(/\/\d+$/)).not.toBeInTheDocument();
  },
};

export const LengthCounter: Story = {
  args: { maxLength: 20, defaultValue: 'Seizures' },
  play: async ({ canvas, canvasElement, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Clinical notes' });
    const counter = canvas.getByText('8/20');
    // The visible "N/maxLength" is for the eye; screen readers get a sentence instead.
    await expect(counter).toHaveAttribute('aria-hidden', 'true');
    await expect(textarea).toHaveAccessibleDescription('8 of 20 characters used');
    await userEvent.click(textarea);
    await userEvent.keyboard('{End}, ataxia');
    await expect(canvas.getByText('16/20')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
    // Announced politely once typing pauses, not at every keystroke.
    const polite = countAnnouncer(canvasElement);
    await expect(polite).toBeEmptyDOMElement();
    await waitFor(() => expect(polite).toHaveTextContent('16 of 20 characters used'));
  },
};

/** The counter's polite live region (the field's error region is the other one, with an id). */
function countAnnouncer(scope: HTMLElement): HTMLElement {
  const regions = [...scope.querySelectorAll<HTMLElement>('[aria-live="polite"]:not([id])')];
  return regions[0]!;
}

export const LimitReachedFlashesAndAlerts: Story = {
  args: { maxLength: 10, label: 'Reason' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toBeEmptyDOMElement();
    await userEvent.click(textarea);
    await userEvent.keyboard('123456789');
    await expect(alert).toBeEmptyDOMElement();
    await userEvent.keyboard('0');
    const counter = canvas.getByText('10/10');
    await expect(counter).toHaveAttribute('data-flashing', 'true');
    await expect(alert).toHaveTextContent('Character limit of 10 reached');
    // The flash is brief (100 ms); the alert text stays while at the limit.
    await waitFor(() => expect(counter).not.toHaveAttribute('data-flashing'), { timeout: 500 });
    // More typing is refused by maxLength and flashes again.
    await userEvent.keyboard('x');
    await expect(textarea).toHaveValue('1234567890');
    await expect(counter).toHaveAttribute('data-flashing', 'true');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('9/10')).toBeVisible();
    await expect(alert).toBeEmptyDOMElement();
  },
};

function Controlled() {
  const [value, setValue] = useState('Family history of ');
  return (
    <>
      <Textarea
        label="Notes"
        maxLength={40}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear notes
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(canvas.getByText('18/40')).toBeVisible();
    await userEvent.type(textarea, 'cancer');
    await expect(canvas.getByText('24/40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear notes' }));
    await expect(textarea).toHaveValue('');
    await expect(canvas.getByText('0/40')).toBeVisible();
  },
};

export const DisabledAndReadOnly: Story = {
  render: () => (
    <>
      <Textarea label="Locked notes" disabled defaultValue="Signed" />
      <Textarea label="Signed notes" readOnly defaultValue="Signed by Dr Ada" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Locked notes' })).toBeDisabled();
    const readOnly = canvas.getByRole('textbox', { name: 'Signed notes' });
    await userEvent.tab();
    await expect(readOnly).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(readOnly).toHaveValue('Signed by Dr Ada');
  },
};
