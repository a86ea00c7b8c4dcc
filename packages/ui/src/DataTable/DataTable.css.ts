import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inlineRow, stacked } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

export const root = style({ ...stacked(vars.space.md), color: vars.color.text });

/** Holds the table; scrolls sideways on narrow screens and, when virtualized, vertically. */
export const scroller = style({
  overflowX: 'auto',
  // The containing block of visually hidden cell text (absolutely positioned): without it such
  // text sits outside the scroller and widens the page on a phone.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': focusOutline('2px'),
  },
});

export const virtualScroller = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

/** Virtualized tables keep their column widths while rows come and go. */
export const fixedLayout = style({ tableLayout: 'fixed' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

const cellBase = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  lineHeight: vars.font.lineHeightTight,
  verticalAlign: 'middle',
  // break-word, not anywhere: a column stays as wide as its longest word ("investigation",
  // an order number), and only a word longer than the table can give is broken.
  overflowWrap: 'break-word',
});

/** Column headers stick to the top of the scrolling area. */
export const headerCell = style([
  cellBase,
  {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: vars.color.surfaceMuted,
    fontWeight: vars.font.weightBold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  },
]);

export const cell = style([cellBase, { textAlign: 'start', fontWeight: vars.font.weightRegular }]);

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end' },
});

export const selectionCell = style({
  width: vars.size.control,
  textAlign: 'center',
});

export const row = style({
  backgroundColor: vars.color.surface,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { backgroundColor: vars.color.selected },
  },
});

/** A sortable header's label and icon (also drawn, not yet a button, by DataTablePlaceholder). */
export const sortLabel = style(inlineRow(vars.space.xs));

export const sortButton = style([
  sortLabel,
  {
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': focusOutline('2px'),
    },
  },
]);

export const sortIcon = style({
  display: 'inline-block',
  minWidth: '1em',
  color: vars.color.textMuted,
});

export const checkbox = style({
  width: '1.1em',
  height: '1.1em',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

/** The empty state's cell spans every column; its content (`messageInView`) holds the padding. */
export const message = style({
  padding: 0,
  color: vars.color.textMuted,
});

// An empty table's scroller is the container of its message's width: the header row can be wider
// than a phone's screen, and the message is centred in the part the scroller shows.
globalStyle(`${scroller}:has(${message})`, { containerType: 'inline-size' });

/** Stays at the scroller's visible start, as wide as the scroller shows (not the whole table). */
export const messageInView = style({
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
});

export const spacer = style({
  padding: 0,
  border: 0,
});
