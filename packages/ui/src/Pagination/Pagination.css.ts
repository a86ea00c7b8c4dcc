import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inlineRow, wrappingRow } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

export const root = style({
  ...wrappingRow(vars.space.md),
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const range = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const pages = style({
  ...wrappingRow(vars.space.xxs),
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline('2px'),
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[aria-current="page"]:hover': { backgroundColor: vars.color.primaryHover },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const pageSize = style(inlineRow(vars.space.sm));

export const pageSizeSelect = style({
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&:focus-visible': focusOutline('2px'),
  },
});
