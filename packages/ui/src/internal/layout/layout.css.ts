import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A list laid out by Stack or Inline drops its bullets: it is a layout, not running text. */
export const list = style({ listStyle: 'none' });

/** The gap between a layout's children (Stack, Inline, Columns), from the spacing scale. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
