import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const columns = style({ display: 'grid', minWidth: 0 });

const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;
const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// Declared smallest first, so that a wider screen's rule wins over a narrower one's.
export const base = styleVariants(counts, (count) => ({ gridTemplateColumns: template(count) }));
export const medium = styleVariants(counts, (count) => ({
  '@media': { [media.medium]: { gridTemplateColumns: template(count) } },
}));
export const large = styleVariants(counts, (count) => ({
  '@media': { [media.large]: { gridTemplateColumns: template(count) } },
}));

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const alignY = styleVariants({
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
  stretch: { alignItems: 'stretch' },
});

export const column = style({ minWidth: 0 });

export const span = styleVariants({
  /** Two columns once the grid has at least two (from `medium`). */
  2: { '@media': { [media.medium]: { gridColumn: 'span 2' } } },
  /** A row of its own at every width. */
  full: { gridColumn: '1 / -1' },
});
