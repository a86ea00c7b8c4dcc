import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const swatchList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const chip = style({
  flex: '0 0 auto',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const swatchText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
});

export const code = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weightSemibold,
  paddingBottom: vars.space.sm,
});

export const bar = style({
  height: vars.space.lg,
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const shape = style({
  width: vars.size.control,
  height: vars.size.control,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const raised = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const focusSample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
  backgroundColor: vars.color.surface,
});
