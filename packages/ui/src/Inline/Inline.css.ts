import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  minWidth: 0,
  margin: 0,
  padding: 0,
});

export const wrap = style({ flexWrap: 'wrap' });

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
