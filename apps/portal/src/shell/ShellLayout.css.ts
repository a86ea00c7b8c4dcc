import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { darkTheme, lightTokens, media, themeRoot, vars } from '@loci/ui';

export const shell = style({
  // The theme's background reaches the window's edges (the body's default margin would not).
  margin: 0,
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
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // Two rows from medium widths (navigation, then the user's area): brand and cart sit on the first.
    [media.medium]: { alignItems: 'flex-start' },
    [media.large]: { padding: `${vars.space.sm} ${vars.space.xl}` },
    print: { display: 'none' },
  },
});

export const brand = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: 'auto',
  selectors: { [`${themeRoot} &`]: { color: vars.color.text } },
  '@media': { [media.medium]: { order: 0, marginRight: 0, paddingBlock: vars.space.xxs } },
});

export const cart = style({
  '@media': { [media.medium]: { order: 2, paddingTop: vars.space.xxs } },
});

export const signIn = style({
  '@media': { [media.medium]: { order: 3 } },
});

export const menuToggle = style({
  '@media': { [media.medium]: { display: 'none' } },
});

/**
 * Small screens: a full-width panel under the bar, open with the menu button. From medium widths:
 * the rest of the header's row (navigation, then the user's area and theme, wrapping as one block).
 */
export const menuPanel = style({
  order: 4,
  width: '100%',
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [media.medium]: {
      order: 1,
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      flex: '1 1 0',
      minWidth: 0,
      width: 'auto',
      paddingBlock: 0,
    },
  },
});

export const nav = style({});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.medium]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md } },
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    [`${themeRoot} &`]: { color: vars.color.text },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
      fontWeight: vars.font.weightMedium,
    },
    [`${themeRoot} &:hover`]: { color: vars.color.primary },
  },
});

/** The user's area and the theme choice: right-aligned, wrapping onto a row of their own. */
export const settingsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.medium]: { marginLeft: 'auto', justifyContent: 'flex-end' } },
});

export const userArea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.medium]: { justifyContent: 'flex-end' } },
});

export const accountSwitcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

/**
 * The chosen account as wrapping text, with the real select laid over it (transparent): a
 * native select cannot wrap, and cutting "1001 · Beacon Hill … (Account Administrator)" on a
 * phone hid which account is in use. The select keeps its label, keyboard and native list.
 */
export const accountChoice = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  minHeight: '2.25rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-within': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const accountChoiceText = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const accountChoiceChevron = style({
  flexShrink: 0,
  fontSize: vars.font.sizeSm,
});

export const accountSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
  // Big enough that a phone does not zoom in on focus.
  fontSize: '1rem',
});

export const userName = style({
  fontWeight: vars.font.weightMedium,
});

export const main = style({
  flex: 1,
  // At least a screen tall: the footer starts below the fold, so it does not jump down (a layout
  // shift) when a screen's code or first answer arrives and fills the page.
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.md,
  outline: 'none',
  '@media': {
    [media.large]: { padding: `${vars.space.lg} ${vars.space.xl}` },
    // On paper a screen's height is a page's: a printed report must not gain a blank page.
    print: { minHeight: 0 },
  },
});

export const footer = style({
  padding: vars.space.md,
  '@media': { print: { display: 'none' } },
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle('html, body', { margin: 0 });

// Paper is white: a page printed while the dark theme is on prints in the light theme's colours.
globalStyle(darkTheme, { '@media': { print: { vars: assignVars(vars, lightTokens) } } });

/** The unread count beside a header link (notifications, messages). */
export const badge = style({
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: 'center',
  fontSize: vars.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
});
