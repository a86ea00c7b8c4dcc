import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';

const columnsArea = createContainer();
const mediumUp = `${columnsArea} (min-width: ${breakpoints.layout.medium}px)`;
const largeUp = `${columnsArea} (min-width: ${breakpoints.layout.large}px)`;

/**
 * Measures the width the columns are given (a page, a card, a dialog): the bands apply to that
 * width, not the window's, so columns in a narrow card collapse like columns on a phone.
 */
export const area = style({
  containerName: columnsArea,
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
});

export const columns = style({ display: 'grid', minWidth: 0 });

const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;
const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// Declared smallest first, so that a wider area's rule wins over a narrower one's.
export const base = styleVariants(counts, (count) => ({ gridTemplateColumns: template(count) }));
export const medium = styleVariants(counts, (count) => ({
  '@container': { [mediumUp]: { gridTemplateColumns: template(count) } },
}));
export const large = styleVariants(counts, (count) => ({
  '@container': { [largeUp]: { gridTemplateColumns: template(count) } },
}));

export const alignY = styleVariants({
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
  stretch: { alignItems: 'stretch' },
});

export const column = style({ minWidth: 0 });

export const span = styleVariants({
  /** Two columns once the area is `medium` wide (for a grid of two or more there). */
  2: { '@container': { [mediumUp]: { gridColumn: 'span 2' } } },
  /** A row of its own at every width. */
  full: { gridColumn: '1 / -1' },
});
