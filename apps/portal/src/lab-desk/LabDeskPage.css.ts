import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

// The desk's area tabs: links (each area has its own address), underlined when current.
// They wrap onto a second line on a phone rather than widen the page (six areas).
export const areas = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const area = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBlockEndColor: vars.color.primary, fontWeight: 600 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
