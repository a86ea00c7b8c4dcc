import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusOutline } from '../internal/styles/focusOutline';
import { floatingSurface } from '../internal/styles/recipes';

export const portalScope = style({ display: 'contents' });

export const content = style({
  zIndex: vars.layer.popover,
  maxWidth: `min(${vars.size.popoverMaxWidth}, var(--radix-popover-content-available-width))`,
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.md,
  ...floatingSurface,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&:focus-visible': focusOutline('2px'),
  },
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const arrow = style({ fill: vars.color.surface });
