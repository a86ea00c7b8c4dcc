import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

export const testCode = style({ fontWeight: vars.font.weightMedium });

/** A test's description in a list: two lines shown, the rest still read by screen readers. */
export const testDescription = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.textMuted,
  minWidth: '12rem',
});
