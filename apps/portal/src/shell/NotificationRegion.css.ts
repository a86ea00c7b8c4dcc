import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

export const region = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${vars.size.toastWidth}, calc(100vw - 2 * ${vars.space.md}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  borderLeft: `4px solid ${vars.color.info}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const toast = styleVariants({
  info: [base, { borderLeftColor: vars.color.info }],
  success: [base, { borderLeftColor: vars.color.success }],
  warn: [base, { borderLeftColor: vars.color.warning }],
  error: [base, { borderLeftColor: vars.color.danger }],
});

export const message = style({ flex: 1 });
