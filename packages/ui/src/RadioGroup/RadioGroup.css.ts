import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints, gridColumns } from '../theme/breakpoints';

const radioArea = createContainer();

export const radioGroupContainer = style({
  containerName: radioArea,
  containerType: 'inline-size',
});

const base = style({
  display: 'grid',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

/** Stack: one option a line. Inline: side by side, wrapping. Grid: the radio grid's 3 columns. */
export const radioLayout = styleVariants({
  stack: [base, { gridTemplateColumns: 'minmax(0, 1fr)' }],
  inline: [base, { display: 'flex', flexWrap: 'wrap' }],
  grid: [
    base,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@container': {
        [`${radioArea} (min-width: ${breakpoints.layout.medium}px)`]: {
          gridTemplateColumns: `repeat(${gridColumns.radio}, minmax(0, 1fr))`,
        },
      },
    },
  ],
});
