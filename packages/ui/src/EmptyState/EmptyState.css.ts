import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked } from '../theme/layoutRecipes';

export const emptyState = style({
  ...stacked(vars.space.sm),
  alignItems: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  fontSize: vars.font.sizeXxl,
  color: vars.color.textMuted,
  lineHeight: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.font.sizeSm,
});

export const action = style({ marginBlockStart: vars.space.sm });
