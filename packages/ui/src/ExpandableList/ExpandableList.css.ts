import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked } from '../theme/layoutRecipes';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  ...stacked(vars.space.xxs),
});

export const plainList = style({
  listStyle: 'none',
  paddingInlineStart: 0,
});

export const toggle = style({
  marginBlockStart: vars.space.xs,
});
