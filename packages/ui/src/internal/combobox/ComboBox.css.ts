// The look of the kit's comboboxes (Typeahead, AddressAutocomplete): input frame and menu.
import { style, styleVariants } from '@vanilla-extract/css';
import { DropdownMinimumVisibleItems } from '@loci/domain';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../styles/focusOutline';
import { floatingSurface } from '../styles/recipes';

/** Keeps the theme variables on the portalled menu without adding a box. */
export const portalScope = style({ display: 'contents' });

/** The input's frame: chosen chips (multiple selection) and the text input on one wrapping line. */
export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'text',
  selectors: {
    '&:focus-within': focusOutline('1px'),
    '&[data-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
    },
    '&[data-readonly="true"]': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** The text input inside the frame (the frame draws border and focus ring). */
export const input = style({
  flex: '1 1 8rem',
  minWidth: '6rem',
  minHeight: vars.size.controlSmall,
  border: 0,
  padding: `0 ${vars.space.xs}`,
  margin: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

/** The portalled menu under the field; pointer events back on inside a modal dialog's inert page. */
export const popover = style({
  zIndex: vars.layer.popover,
  pointerEvents: 'auto',
  boxSizing: 'border-box',
  ...floatingSurface,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  overflow: 'hidden',
});

/**
 * How many options show before the list scrolls: the typeahead about 5, the address list 3. A
 * list with options is at least 3 items tall (document 3: "dropdown minimum height 3 items",
 * `DropdownMinimumVisibleItems`), so one or two options do not make a sliver of a menu; an empty
 * list (only a message line under it) takes no room.
 */
export const listBox = styleVariants({ 5: [], 3: [] }, (_, visible) => ({
  maxHeight: `calc(${vars.size.typeaheadOption} * ${visible})`,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&:not(:empty)': {
      minHeight: `calc(${vars.size.typeaheadOption} * ${DropdownMinimumVisibleItems})`,
    },
  },
}));

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  boxSizing: 'border-box',
  // At least the spec's 55 px; an option whose text does not fit on one line wraps and grows, so
  // the whole text shows (ICD codes differ at the end: "… with / without status epilepticus").
  minHeight: vars.size.typeaheadOption,
  paddingInline: vars.space.md,
  // Room above and below wrapped lines; a label with a description (two lines) still fits 55 px.
  paddingBlock: vars.space.xxs,
  cursor: 'pointer',
  // Options scrolled out of the menu's view skip layout and paint until scrolled to (the menu
  // opens with up to 100 of them); until then each counts as 55 px, or the height it last had.
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${vars.size.typeaheadOption}`,
  selectors: {
    '&[data-focused="true"]': {
      backgroundColor: vars.color.selected,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.disabledText },
  },
});

/** The option's text wraps (never cut with an ellipsis); a word longer than the menu breaks. */
export const optionLabel = style({
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  overflowWrap: 'anywhere',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  selectors: { [`${option}[aria-disabled="true"] &`]: { color: 'inherit' } },
});

/** A line of the menu that is not an option: loading, nothing found, search failed, more available. */
export const menuMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.typeaheadOption,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const menuError = style({ color: vars.color.danger });
