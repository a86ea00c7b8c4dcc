import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked } from '../theme/layoutRecipes';
import { typeRamp } from '../theme/typography';

/** A fieldset drawn as a card: none of the browser's grooved border, inset or minimum width. */
export const formSection = style({
  margin: 0,
  minInlineSize: 0,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.low,
});

/**
 * A floated legend is laid out inside the box like any heading instead of cutting through the
 * top border; it still names the fieldset for assistive technology.
 */
export const legend = style({
  ...typeRamp.cardTitle,
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const description = style({
  ...typeRamp.bodySmall,
  clear: 'both',
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  maxWidth: vars.size.readableWidth,
});

export const content = style({
  clear: 'both',
  ...stacked(vars.space.md),
  paddingTop: vars.space.sm,
  minWidth: 0,
});
