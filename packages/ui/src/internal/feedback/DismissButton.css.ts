import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../styles/focusOutline';
import { iconButtonBox } from '../styles/recipes';

/** The square "×" button that closes a banner or a toast. */
export const dismissButton = style({
  flex: 'none',
  ...iconButtonBox,
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
