import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inlineRow } from '../theme/layoutRecipes';
import { focusOutline } from '../internal/styles/focusOutline';

export const button = recipe({
  base: {
    ...inlineRow(vars.space.sm),
    justifyContent: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusOutline('2px'),
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
          '&:disabled': { backgroundColor: 'transparent', borderColor: 'transparent' },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.surface,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      medium: {},
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.md,
        fontSize: vars.font.sizeSm,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
