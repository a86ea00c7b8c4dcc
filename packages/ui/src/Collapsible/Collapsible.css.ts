import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusOutline } from '../internal/styles/focusOutline';

export const section = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightMedium,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline('-3px'),
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.5em',
  height: '0.5em',
  borderInlineEnd: '2px solid currentColor',
  borderBlockEnd: '2px solid currentColor',
  transform: 'rotate(-45deg)',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(45deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
});
