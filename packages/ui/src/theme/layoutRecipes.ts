// Layout rules the kit's widgets and the apps' screens repeat, as pieces to spread into a
// vanilla-extract `style({...})`: `style({ ...stacked(vars.space.sm), minWidth: 0 })`.

/** Children one under the other with an even gap. */
export const stacked = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A list used as a layout: no bullets or indent, its items one under the other. */
export const plainList = (gap: string) =>
  ({ listStyle: 'none', margin: 0, padding: 0, ...stacked(gap) }) as const;

/** Children side by side, wrapping onto more rows. */
export const wrappingRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** Children side by side on one line, centred on it, the row itself flowing with the text. */
export const inlineRow = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap }) as const;
