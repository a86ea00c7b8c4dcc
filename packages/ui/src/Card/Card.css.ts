import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked, wrappingRow } from '../theme/layoutRecipes';
import { typeRamp } from '../theme/typography';

export const card = style({
  ...stacked(vars.space.md),
  minWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.low,
});

export const padding = styleVariants(
  { md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl },
  (space) => ({
    padding: space,
  }),
);

export const header = style({
  ...wrappingRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const heading = style({
  ...typeRamp.cardTitle,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({ ...wrappingRow(vars.space.sm), alignItems: 'center' });
