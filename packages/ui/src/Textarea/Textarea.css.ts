import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textarea = style({
  resize: 'vertical',
  paddingBlock: vars.space.sm,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const counterAtLimit = style({
  color: vars.color.danger,
});

/** The brief flash when the limit is reached (100 ms, document 3). */
export const counterFlash = style({
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSurface,
  outline: `1px solid ${vars.color.danger}`,
});
