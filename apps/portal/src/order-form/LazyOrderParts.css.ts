import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';
import { framed } from '../shell/styleRecipes.ts';

/**
 * A section's placeholder drawn as the card that replaces it (the kit's FormSection: surface,
 * border, padding, shadow), so that the form's grid shows the same boxes before and after.
 */
export const sectionPlaceholder = style({
  ...framed(vars.space.lg),
  boxShadow: vars.elevation.low,
});
