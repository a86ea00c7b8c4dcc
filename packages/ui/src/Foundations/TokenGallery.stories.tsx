import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { typeRamp } from '../theme/typography';
import {
  ColourSwatches,
  ElevationScale,
  FocusRing,
  MotionTokens,
  RadiusScale,
  SpacingScale,
  TokenTable,
  TypeRampTable,
} from './TokenGallery';

// The pieces of the Tokens page (Foundations/Tokens), as stories so that they are tested
// (every contract token shown, axe in both themes) and screenshotted.
const meta = {
  title: 'Foundations/Token gallery',
  component: ColourSwatches,
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    const colourCount = Object.keys(vars.color).length;
    for (const name of ['Light theme', 'Dark theme']) {
      const theme = canvas.getByRole('region', { name });
      await expect(within(theme).getAllByRole('listitem')).toHaveLength(colourCount);
    }
    const light = within(canvas.getByRole('region', { name: 'Light theme' }));
    const dark = within(canvas.getByRole('region', { name: 'Dark theme' }));
    // Each theme shows its own value of the same token.
    await expect(light.getAllByText('primary')[0]!.nextSibling).toHaveTextContent('#0a58a8');
    await expect(dark.getAllByText('primary')[0]!.nextSibling).toHaveTextContent('#7db8ff');
  },
};

export const TypeRamp: Story = {
  render: () => <TypeRampTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Type ramp (typeRamp)' });
    // One row per role, plus the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(typeRamp).length + 1);
    await expect(within(table).getByText('typeRamp.pageTitle')).toBeVisible();
    const samples = within(table).getAllByText('Hereditary cancer panel');
    // The ramp runs from the largest role down to the smallest.
    const sizes = samples.map((sample) => parseFloat(getComputedStyle(sample).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(getComputedStyle(samples[0]!).fontFamily).toContain('Inter Variable');
    // The web font is really served (self-hosted, not a system fallback) and swaps in.
    const faces = await document.fonts.load('16px "Inter Variable"', 'Hereditary');
    await expect(faces.length).toBeGreaterThan(0);
    await expect(faces[0]!.status).toBe('loaded');
    await expect(faces[0]!.display).toBe('swap');
  },
};

export const Scales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SpacingScale />
      <RadiusScale />
      <ElevationScale />
      <FocusRing />
      <MotionTokens />
      <TokenTable group="font" caption="Font (vars.font)" />
      <TokenTable group="size" caption="Sizes (vars.size)" />
      <TokenTable group="layer" caption="Layers (vars.layer)" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [group, caption] of [
      ['space', 'Spacing (vars.space)'],
      ['radius', 'Radius (vars.radius)'],
      ['elevation', 'Elevation (vars.elevation)'],
      ['motion', 'Motion (vars.motion)'],
      ['font', 'Font (vars.font)'],
    ] as const) {
      const table = canvas.getByRole('table', { name: caption });
      await expect(within(table).getAllByRole('row')).toHaveLength(
        Object.keys(vars[group]).length + 1,
      );
    }
    // Motion lists the near-instant durations used under prefers-reduced-motion.
    const motion = within(canvas.getByRole('table', { name: 'Motion (vars.motion)' }));
    await expect(motion.getByRole('columnheader', { name: 'With reduced motion' })).toBeVisible();
    // Elevation differs between the themes, so it has a column for each.
    const elevation = within(canvas.getByRole('table', { name: 'Elevation (vars.elevation)' }));
    await expect(elevation.getByRole('columnheader', { name: 'Dark' })).toBeVisible();
  },
};
