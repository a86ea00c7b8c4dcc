import { style } from '@vanilla-extract/css';

/** Wide enough for MM / DD / YYYY, digits of equal width so the text does not jump. */
export const dateInput = style({
  maxWidth: '12em',
  fontVariantNumeric: 'tabular-nums',
});
