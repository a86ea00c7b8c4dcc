import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

// The same frame, header and row heights as the kit's DataTable (DataTable.css.ts) while it is
// loading, so the table's code arriving shifts nothing.
export const frame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
});

const cellBase = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  lineHeight: vars.font.lineHeightTight,
  verticalAlign: 'middle',
});

export const headerCell = style([
  cellBase,
  {
    backgroundColor: vars.color.surfaceMuted,
    fontWeight: vars.font.weightBold,
    textAlign: 'start',
  },
]);

export const cell = style([cellBase, { textAlign: 'start' }]);
