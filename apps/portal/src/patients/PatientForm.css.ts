import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

export const sectionTitle = style({
  fontSize: vars.font.sizeLg,
  margin: `0 0 ${vars.space.md}`,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
