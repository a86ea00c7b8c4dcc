import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked, wrappingRow } from '../theme/layoutRecipes';
import { typeRamp } from '../theme/typography';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: `${vars.space.md} ${vars.space.xl}`,
  minWidth: 0,
});

export const text = style({
  ...stacked(vars.space.xs),
  // Title and description take the row; the actions wrap below them when the room runs out.
  flex: '1 1 20rem',
  minWidth: 0,
});

export const title = style({
  ...typeRamp.pageTitle,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const titleLevel2 = style({ ...typeRamp.sectionTitle });

export const description = style({
  ...typeRamp.body,
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: vars.size.readableWidth,
});

export const actions = style({ ...wrappingRow(vars.space.sm), alignItems: 'center' });
