import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin indeterminate bar across the top of the page. */
export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: vars.size.progressBarHeight,
  zIndex: vars.layer.progress,
  overflow: 'hidden',
  backgroundColor: vars.color.selected,
});

export const indicator = style({
  display: 'block',
  width: '40%',
  height: '100%',
  backgroundColor: vars.color.primary,
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.7 },
  },
});
