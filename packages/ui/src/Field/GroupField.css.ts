import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints, gridColumns } from '../theme/breakpoints';

/** The group's own width decides the grid's columns (a container query). */
const groupArea = createContainer();

export const groupContainer = style({
  containerName: groupArea,
  containerType: 'inline-size',
});

const base = style({
  display: 'grid',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

/** Stack: one option a line. Inline: side by side, wrapping. Grid: the radio grid's 3 columns. */
export const groupLayout = styleVariants({
  stack: [base, { gridTemplateColumns: 'minmax(0, 1fr)' }],
  inline: [base, { display: 'flex', flexWrap: 'wrap' }],
  grid: [
    base,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@container': {
        [`${groupArea} (min-width: ${breakpoints.layout.medium}px)`]: {
          gridTemplateColumns: `repeat(${gridColumns.radio}, minmax(0, 1fr))`,
        },
      },
    },
  ],
});
