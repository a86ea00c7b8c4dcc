import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { wrappingRow } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

export const list = style({
  ...wrappingRow(vars.space.xs),
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': {
      color: vars.color.text,
      backgroundColor: vars.color.surfaceMuted,
    },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBlockEndColor: vars.color.primary,
    },
    '&:focus-visible': focusOutline('-3px'),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  selectors: {
    '&:focus-visible': focusOutline('2px'),
  },
});
