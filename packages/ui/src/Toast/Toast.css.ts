import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/layoutRecipes';
import { severityVariants } from '../internal/feedback/severityColors';
import { entrance } from '../internal/styles/recipes';

/** Where a toast comes in from: above its place at the top, below it at the bottom. */
const enterOffset = createVar();

/** The stack of visible toasts, fixed at the top end (or the bottom end) of the page. */
export const region = recipe({
  base: {
    position: 'fixed',
    insetInlineEnd: vars.space.lg,
    zIndex: vars.layer.toast,
    width: vars.size.toastWidth,
    maxWidth: `calc(100% - 2 * ${vars.space.lg})`,
    pointerEvents: 'none',
  },
  variants: {
    placement: {
      'top-end': { insetBlockStart: vars.space.lg, vars: { [enterOffset]: '-8px' } },
      // Clear of an app's header, whose right end often holds the profile and sign-out.
      'bottom-end': { insetBlockEnd: vars.space.lg, vars: { [enterOffset]: '8px' } },
    },
  },
  defaultVariants: { placement: 'top-end' },
});

export const list = style(plainList(vars.space.sm));

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${enterOffset})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: vars.space.xs,
    borderInlineStartStyle: 'solid',
    boxShadow: vars.elevation.high,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeight,
    ...entrance(enter),
  },
  variants: {
    // Only the start edge carries the severity's colour.
    severity: severityVariants('borderInlineStartColor'),
  },
});

/** The message and, below it, the action. */
export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const severityLabel = style({ fontWeight: vars.font.weightBold });

export const dismissButton = style({ lineHeight: vars.font.lineHeightTight });
