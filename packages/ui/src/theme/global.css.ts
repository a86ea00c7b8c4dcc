import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Applied by ThemeProvider to its root: base typography and colours for everything inside. */
export const themeRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

/** Hides content visually while keeping it for screen readers (live regions, extra labels). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring of the kit, for keyboard focus only. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

/**
 * A heading that only the screen focuses (`tabIndex={-1}`: outside the tab order, given the focus
 * when the view changes, so that a screen reader starts there) shows no focus ring: it is no
 * control, and a ring around a title reads as something to press. The ring stays on every control
 * a keyboard reaches (`focusRing`, `focusOutline`). See docs/decisions/portal-routing.md.
 */
globalStyle(`${themeRoot} :is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus`, {
  outline: 'none',
});

/** Links inside the theme take its action colour, so they keep their contrast in both themes. */
globalStyle(`${themeRoot} a`, {
  color: vars.color.primary,
});
