import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    // The information banner is at most 382 px wide (document 3).
    maxWidth: vars.size.bannerMaxWidth,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    borderInlineStartWidth: vars.space.xs,
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeight,
  },
  variants: {
    severity: {
      info: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
      warn: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
      error: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { severity: 'info' },
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
  marginBlockEnd: vars.space.xxs,
});

export const action = style({ marginBlockStart: vars.space.sm });

export const dismiss = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  minHeight: vars.space.xl,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
