import { style } from '@vanilla-extract/css';
import { editableSurface } from './FieldPlaceholder.css.ts';

/** The kit's DateInput box (its DateInput.css): the placeholder takes the same width. */
export const dateBox = style([
  editableSurface,
  { maxWidth: '12em', fontVariantNumeric: 'tabular-nums' },
]);
