import { style } from '@vanilla-extract/css';

/** Contact values (e-mail addresses) are long words: they wrap inside a 320 px screen. */
export const contactList = style({ overflowWrap: 'anywhere' });
