// Style rules the portal's screens repeat, as pieces to spread into `style({...})`: a stack of
// children, a list used as a layout, a wrapping row, a framed surface, muted small print.
import { vars } from '@loci/ui';

/** Children one under the other with an even gap. */
export const stacked = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A list used as a layout: no bullets or indent, its items one under the other. */
export const plainList = (gap: string) =>
  ({ listStyle: 'none', margin: 0, padding: 0, ...stacked(gap) }) as const;

/** Children side by side, wrapping onto more rows. */
export const wrappingRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A framed surface: the surface colour, a thin border, rounded corners. */
export const framed = (padding: string) =>
  ({
    padding,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }) as const;

/** Muted small print. */
export const mutedSmall = { color: vars.color.textMuted, fontSize: vars.font.sizeSm } as const;
