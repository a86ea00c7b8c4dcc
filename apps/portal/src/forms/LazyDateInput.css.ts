import { style } from '@vanilla-extract/css';

/** The kit's DateInput box (its DateInput.css): the placeholder takes the same width. */
export const dateBox = style({
  maxWidth: '12em',
  fontVariantNumeric: 'tabular-nums',
});
