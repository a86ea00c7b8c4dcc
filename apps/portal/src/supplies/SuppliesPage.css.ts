import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

// The catalogue's grid of items: what the layout primitives do not cover (a list without bullets).
export const catalogue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});

export const item = style({ minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const quantity = style({ maxWidth: '10rem' });

export const accounts = style({ listStyle: 'none', margin: 0, padding: 0 });
