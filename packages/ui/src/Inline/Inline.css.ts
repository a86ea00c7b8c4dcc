import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  minWidth: 0,
  margin: 0,
  padding: 0,
});

export const wrap = style({ flexWrap: 'wrap' });

/** A list laid out this way drops its bullets: it is a layout, not running text. */
export const list = style({ listStyle: 'none' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});
