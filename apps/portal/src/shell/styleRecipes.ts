// Style rules the portal's screens repeat, as pieces to spread into `style({...})`: a framed
// surface, muted small print (the layout ones, stacked, plainList, wrappingRow, are the kit's).
import { vars } from '@loci/ui';

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
