import { globalStyle, style } from '@vanilla-extract/css';
import { media, stacked, vars } from '@loci/ui';
import { framed } from './styleRecipes.ts';

export const page = style(stacked(vars.space.md));

export const title = style({
  fontSize: vars.font.sizeXl,
  lineHeight: vars.font.lineHeightTight,
  margin: 0,
});

export const lead = style({
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '60ch',
});

export const card = style(framed(vars.space.lg));

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSurface,
  borderLeft: `4px solid ${vars.color.info}`,
  maxWidth: '60ch',
});

export const warningNotice = style([
  notice,
  { backgroundColor: vars.color.warningSurface, borderLeftColor: vars.color.warning },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  // Buttons keep their own height (a grid row would otherwise stretch them).
  alignItems: 'center',
  gap: vars.space.sm,
});

export const details = style({
  display: 'grid',
  // minmax(0, …): a long value (an e-mail address) wraps instead of widening a phone's page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'minmax(10rem, max-content) minmax(0, 1fr)' },
  },
});

globalStyle(`${details} dt`, { fontWeight: vars.font.weightMedium });
globalStyle(`${details} dd`, {
  margin: 0,
  // E-mail addresses and codes are long words: they break anywhere rather than overflow.
  overflowWrap: 'anywhere',
  marginBottom: vars.space.xs,
  '@media': { [media.medium]: { marginBottom: 0 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th`, { backgroundColor: vars.color.surfaceMuted });

// A caption reads as the table's title, at the start like the kit's DataTable's (not centred).
globalStyle(`${table} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const tableScroll = style({
  overflowX: 'auto',
  // Focusable while it scrolls sideways (PlainTable): the kit's focus outline.
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const formGrid = style({
  display: 'grid',
  // minmax(0, …): a select as wide as its longest option must not widen a phone's page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// A form's buttons take a row of their own, after every field.
globalStyle(`${formGrid} > ${actions}`, { gridColumn: '1 / -1' });

export const wide = style({
  '@media': {
    [media.medium]: { gridColumn: 'span 2' },
  },
});
