import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { typeRamp } from '../theme/typography';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  ...typeRamp.cardTitle,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
