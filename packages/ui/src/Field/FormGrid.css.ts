import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints, gridColumns } from '../theme/breakpoints';

const formArea = createContainer();

const mediumUp = `(min-width: ${breakpoints.layout.medium}px)`;
const largeUp = `(min-width: ${breakpoints.layout.large}px)`;

/** Measures the width the form is given (a page, a card, a dialog). */
export const formGridContainer = style({
  containerName: formArea,
  containerType: 'inline-size',
  width: '100%',
});

/**
 * One column when the form's area is small (up to 687 px), two from 688 px, and the form grid's
 * 4 columns from 880 px: the first breakpoint set of document 3, applied to the form's own width
 * (container queries) so that a form in a dialog collapses like a form on a narrow page.
 */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.lg,
  alignItems: 'start',
  '@container': {
    [`${formArea} ${mediumUp}`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${formArea} ${largeUp}`]: {
      gridTemplateColumns: `repeat(${gridColumns.form}, minmax(0, 1fr))`,
    },
  },
});

/** How many of the 4 columns an item spans (narrower grids clamp it). */
export const formGridSpan = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (span) => ({
  gridColumn: 'span 1',
  '@container': {
    [`${formArea} ${mediumUp}`]: { gridColumn: `span ${Math.min(span, 2)}` },
    [`${formArea} ${largeUp}`]: { gridColumn: `span ${span}` },
  },
}));
