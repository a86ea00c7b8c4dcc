import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stacked } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

/** The frame around one form control: label row, control, description. */
export const field = style({
  ...stacked(vars.space.xs),
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

/** Label on the left, the error message beside it on the right (wrapping below when narrow). */
export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: 0,
  float: 'none',
  width: '100%',
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  padding: 0,
});

// Muted rather than the disabled grey: a group's label is plain text that must stay readable (4.5:1).
export const labelDisabled = style({ color: vars.color.textMuted });

export const asterisk = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

/**
 * The error beside the label. Never `display: none` while empty: a live region must stay in
 * the accessibility tree before its text arrives, or screen readers may not announce it.
 */
export const errorMessage = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

export const description = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** The look every text-like control shares (input, textarea, select). */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusOutline('1px'),
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
    },
    '&:read-only:not(:disabled):not(select)': {
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});
