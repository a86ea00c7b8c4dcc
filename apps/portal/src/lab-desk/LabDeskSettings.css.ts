import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@loci/ui';

// The feature flags' table. On a phone each flag is a stacked row (its name, what it changes, then
// its state and its switch on one line) so nothing scrolls sideways; it stays one table with the
// same headers for screen readers (only the header row is hidden from sight).
const narrow = `screen and (max-width: ${breakpoints.layout.smallMax}px)`;

export const flags = style({
  '@media': { [narrow]: { display: 'block' } },
});

export const state = style({
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { alignSelf: 'center' } },
});

// The switch's text stays on one line at every width ("Switch off" wrapped in the wide table).
export const switchButton = style({ whiteSpace: 'nowrap' });

globalStyle(`${flags} caption`, {
  '@media': { [narrow]: { display: 'block', textAlign: 'start', paddingBlockEnd: vars.space.sm } },
});

globalStyle(`${flags} thead`, {
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${flags} tbody`, { '@media': { [narrow]: { display: 'block' } } });

globalStyle(`${flags} tbody tr`, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
      paddingBlock: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${flags} tbody th, ${flags} tbody td`, {
  '@media': { [narrow]: { border: 'none', padding: 0, backgroundColor: 'transparent' } },
});

// The name and what it changes take the whole width; state and switch share the last line.
globalStyle(`${flags} tbody th, ${flags} tbody td:nth-of-type(1)`, {
  '@media': { [narrow]: { gridColumn: '1 / -1', overflowWrap: 'anywhere' } },
});

// Sighted phone users no longer see the "State" header: the cell says it (not read out twice).
globalStyle(`${state}::before`, {
  '@media': { [narrow]: { content: '"State: " / ""' } },
});
