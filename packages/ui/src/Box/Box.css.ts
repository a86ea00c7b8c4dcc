import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const box = style({
  // A flex or grid child may shrink below its content's width instead of overflowing.
  minWidth: 0,
});

export const padding = styleVariants(vars.space, (space) => ({ padding: space }));
export const paddingInline = styleVariants(vars.space, (space) => ({ paddingInline: space }));
export const paddingBlock = styleVariants(vars.space, (space) => ({ paddingBlock: space }));

export const background = styleVariants(
  {
    background: vars.color.background,
    surface: vars.color.surface,
    surfaceMuted: vars.color.surfaceMuted,
  },
  (color) => ({ backgroundColor: color, color: vars.color.text }),
);

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));
export const elevation = styleVariants(vars.elevation, (shadow) => ({ boxShadow: shadow }));
export const bordered = style({ border: `1px solid ${vars.color.border}` });
