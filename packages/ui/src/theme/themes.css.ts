import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './breakpoints';
import { darkTokens, lightTokens, reducedMotionTokens } from './tokens';

/** Light theme: dark text on white, the lab's blue for actions (all pairs reach WCAG AA). */
export const lightTheme = createTheme(vars, lightTokens);

/** Dark theme: the same contract for dim reading rooms. */
export const darkTheme = createTheme(vars, darkTokens);

// Honour the reader's wish for less motion in one place: every duration token collapses.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': { [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotionTokens) } },
});
