import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
});

/** A list stacked this way drops its bullets: it is a layout, not running text. */
export const list = style({ listStyle: 'none' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});
