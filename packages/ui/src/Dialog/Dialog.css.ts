import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusOutline } from '../internal/styles/focusOutline';
import { entrance } from '../internal/styles/recipes';

/** Carries the theme's classes into the portal without adding a box. */
export const portalScope = style({ display: 'contents' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.dialog,
  backgroundColor: vars.color.overlay,
  ...entrance(fadeIn),
});

export const content = recipe({
  base: {
    position: 'fixed',
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.layer.dialog,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: `calc(100% - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100% - 2 * ${vars.space.xl})`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.high,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
    ...entrance(rise),
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      small: { width: vars.size.dialogSmall },
      medium: { width: vars.size.dialogMedium },
      large: { width: vars.size.dialogLarge },
      confirm: { width: vars.size.confirmDialogWidth },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
  // Room for the close button drawn in the corner.
  paddingInlineEnd: `calc(${vars.space.lg} + ${vars.size.controlSmall})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  overflowY: 'auto',
  flex: 1,
});

export const description = style({
  marginBlock: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline('1px'),
  },
});
