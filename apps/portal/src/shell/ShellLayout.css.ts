import { style } from '@vanilla-extract/css';
import { media, vars } from '@loci/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: `calc(-1 * ${vars.space.xxxl})`,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  zIndex: vars.layer.tooltip,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.large]: { padding: `${vars.space.sm} ${vars.space.xl}` } },
});

export const brand = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const menuToggle = style({
  '@media': { [media.medium]: { display: 'none' } },
});

export const nav = style({
  width: '100%',
  order: 3,
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [media.medium]: { display: 'block', width: 'auto', order: 0 },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.medium]: { flexDirection: 'row', gap: vars.space.md } },
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
      fontWeight: vars.font.weightMedium,
    },
    '&:hover': { color: vars.color.primary },
  },
});

export const userArea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const accountSwitcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const accountSelect = style({
  minWidth: 0,
  // A select is as wide as its longest option: cap it so a phone's page does not widen.
  maxWidth: 'min(28rem, calc(100vw - 8rem))',
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  // Long client names are cut on small screens instead of widening the page.
  textOverflow: 'ellipsis',
});

export const userName = style({
  fontWeight: vars.font.weightMedium,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.md,
  outline: 'none',
  '@media': { [media.large]: { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

export const footer = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  borderTop: `1px solid ${vars.color.border}`,
});
