import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

export const spinnerSize = styleVariants({
  small: { width: '1em', height: '1em' },
  medium: { width: '1.5rem', height: '1.5rem' },
  large: { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
