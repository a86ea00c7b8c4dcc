import type { ThemeTokens } from './tokens';

export type ColorToken = keyof ThemeTokens['color'];

/** One foreground drawn on one background somewhere in the kit, and the WCAG 2.2 AA minimum it needs. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** 4.5 for text (1.4.3), 3 for the parts of a control and focus indicators (1.4.11). */
  minimum: 4.5 | 3;
  /** Where the pair is seen. */
  use: string;
}

const text = (foreground: ColorToken, background: ColorToken, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
  use,
});
const part = (foreground: ColorToken, background: ColorToken, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: 3,
  use,
});

/**
 * Every pair of colour tokens the kit draws together, checked in both themes by
 * contrast.test.ts and listed on the Storybook Accessibility page.
 */
export const contrastPairs: readonly ContrastPair[] = [
  text('text', 'background', 'Body text on the page'),
  text('text', 'surface', 'Body text in cards, dialogs, table rows'),
  text('text', 'surfaceMuted', 'Table headers, hovered rows'),
  text('text', 'selected', 'Selected rows and options'),
  text('text', 'dangerSurface', 'Error banner text'),
  text('text', 'successSurface', 'Success banner text'),
  text('text', 'warningSurface', 'Warning banner text'),
  text('text', 'infoSurface', 'Information banner text'),
  text('textMuted', 'background', 'Descriptions on the page'),
  text('textMuted', 'surface', 'Descriptions and counters in cards'),
  text('textMuted', 'surfaceMuted', 'Secondary text in table headers'),
  text('textMuted', 'selected', 'Secondary text in a selected row'),
  text('primary', 'background', 'Links on the page'),
  text('primary', 'surface', 'Links, secondary and tertiary buttons'),
  text('primary', 'surfaceMuted', 'Secondary button hovered'),
  text('primary', 'selected', 'Link in a selected row'),
  text('onPrimary', 'primary', 'Primary button label'),
  text('onPrimary', 'primaryHover', 'Primary button label, hovered'),
  text('surface', 'danger', 'Danger button label'),
  text('danger', 'surface', 'Field error messages'),
  text('danger', 'background', 'Error text on the page'),
  text('danger', 'dangerSurface', 'Error banner title'),
  text('success', 'surface', 'Success text'),
  text('success', 'successSurface', 'Success banner title'),
  text('warning', 'surface', 'Warning text'),
  text('warning', 'warningSurface', 'Warning banner title'),
  text('info', 'surface', 'Information text'),
  text('info', 'infoSurface', 'Information banner title'),
  part('borderStrong', 'surface', 'Borders of inputs, checkboxes, radios'),
  part('borderStrong', 'background', 'Borders of controls on the page'),
  part('borderStrong', 'surfaceMuted', 'Borders of controls in a muted area'),
  part('primary', 'background', 'Primary button against the page'),
  part('primary', 'surface', 'Primary button, checked box, progress bar against a card'),
  part('focusRing', 'background', 'Focus outline on the page'),
  part('focusRing', 'surface', 'Focus outline in a card or dialog'),
  part('focusRing', 'surfaceMuted', 'Focus outline in a muted area'),
];

/**
 * Colour tokens no pair needs to check, and why (WCAG 2.2 exempts them or they carry no
 * information on their own).
 */
export const contrastExempt: Readonly<Partial<Record<ColorToken, string>>> = {
  border: 'Decorative hairlines between parts; no control is identified by them alone (1.4.11).',
  overlay: 'Translucent dimming behind a dialog; carries no information.',
  disabledText: 'Disabled controls are exempt from contrast minimums (1.4.3).',
  disabledSurface: 'Disabled controls are exempt from contrast minimums (1.4.11).',
};
