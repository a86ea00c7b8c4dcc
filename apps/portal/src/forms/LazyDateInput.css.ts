import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

/**
 * The kit's DateInput box (its DateInput.css): the placeholder takes the same width, and the
 * surface of an editable field rather than the muted one of a read-only field, so that nothing
 * changes when the input replaces it.
 */
export const dateBox = style({
  maxWidth: '12em',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // More specific than the kit's `:read-only:not(:disabled):not(select)`.
    '&[readonly]:read-only:not(:disabled):not(select)': {
      backgroundColor: vars.color.surface,
    },
  },
});
