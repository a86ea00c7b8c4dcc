import { style } from '@vanilla-extract/css';

/** The form's button takes a row of its own, after every section (as its placeholder does). */
export const actionsRow = style({ gridColumn: '1 / -1' });
