import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../styles/focusOutline';

/** The square "×" button that closes a banner or a toast. */
export const dismissButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  minHeight: vars.space.xl,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline('1px'),
  },
});
