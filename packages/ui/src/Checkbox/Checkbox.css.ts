import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

/** A box or a round button with its label on the right. */
export const choiceRow = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.controlSmall,
  paddingBlock: vars.space.xs,
});

/** The native checkbox or radio, sized with the text and drawn in the lab's colour. */
export const choiceInput = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
  margin: 0,
  marginBlockStart: '0.2em',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusOutline('2px'),
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': {
      outline: `2px solid ${vars.color.danger}`,
      outlineOffset: '1px',
    },
  },
});

export const choiceLabel = style({
  // A label longer than the row wraps beside its box, not under it (the row wraps for the error).
  maxWidth: `calc(100% - 1.125em - ${vars.space.sm})`,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  cursor: 'pointer',
});

export const choiceLabelDisabled = style({
  color: vars.color.disabledText,
  cursor: 'not-allowed',
});

export const checkboxField = style(stacked(vars.space.xxs));

export const checkboxMessages = style({
  paddingInlineStart: `calc(1.125em + ${vars.space.sm})`,
});

export const checkboxError = style({
  alignSelf: 'center',
  marginInlineStart: vars.space.sm,
});
