import { style } from '@vanilla-extract/css';
import { focusRing, inlineRow, vars } from '@loci/ui';

export const toggle = style(inlineRow(vars.space.xs));

export const select = style([
  focusRing,
  {
    minHeight: '2.25rem',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
  },
]);
