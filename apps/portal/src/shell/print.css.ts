import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A screen meant to be printed (the order review, the requisition): on paper only its content is
 * kept. The shell's header and footer hide themselves (ShellLayout.css.ts); here go the buttons
 * and the page's own controls, which mean nothing on paper, and the cards' shadows.
 */
export const printView = style({
  '@media': { print: { fontSize: '11pt' } },
});

globalStyle(`${printView} button, ${printView} [data-print="hide"]`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`${printView} section, ${printView} fieldset`, {
  '@media': { print: { boxShadow: 'none', breakInside: 'avoid' } },
});

globalStyle(`${printView} a`, {
  '@media': { print: { color: 'inherit', textDecoration: 'none' } },
});

// The main area's padding and the skip link are for the screen.
globalStyle('main#main-content', {
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});
