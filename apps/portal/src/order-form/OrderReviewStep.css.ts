import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

/** The step's buttons stand apart from the last fact above them. */
export const actions = style({ marginBlockStart: vars.space.lg });
