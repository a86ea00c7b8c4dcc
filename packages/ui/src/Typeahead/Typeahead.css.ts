import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inlineRow, wrappingRow } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';
import { iconButtonBox } from '../internal/styles/recipes';

/** The chosen options of a multiple typeahead, as removable chips before the input. */
export const chips = style({
  ...wrappingRow(vars.space.xs),
  maxWidth: '100%',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  ...inlineRow(vars.space.xxs),
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.selected,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const chipLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chipRemove = style({
  ...iconButtonBox,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline('1px'),
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
