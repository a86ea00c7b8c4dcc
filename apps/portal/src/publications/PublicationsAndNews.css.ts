import { style } from '@vanilla-extract/css';
import { plainList, stacked, vars, wrappingRow } from '@loci/ui';
import { mutedSmall } from '../shell/styleRecipes.ts';

export const section = style({ ...stacked(vars.space.md), maxWidth: '72ch' });

export const heading = style({
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeightTight,
  margin: 0,
});

export const list = style(plainList(vars.space.md));

export const item = style({
  ...stacked(vars.space.xxs),
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  margin: 0,
});

export const meta = style({ ...wrappingRow(`0 ${vars.space.sm}`), ...mutedSmall, margin: 0 });

export const teaser = style({
  margin: 0,
});

export const status = style({
  color: vars.color.textMuted,
  margin: 0,
});

/** Links at least 24 px high (WCAG 2.2 target size), as they sit close to each other. */
export const link = style({
  display: 'inline-block',
  minHeight: vars.space.xl,
  lineHeight: vars.space.xl,
});
