import { style } from '@vanilla-extract/css';
import { stacked, vars, wrappingRow } from '@loci/ui';
import { mutedSmall } from '../shell/styleRecipes.ts';

/** The cart's surface comes from Box; inside, its parts are spaced like a stack. */
export const panel = style(stacked(vars.space.sm));

export const heading = style({
  fontSize: vars.font.sizeLg,
  margin: 0,
});

export const item = style({
  ...wrappingRow(vars.space.xs),
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemName = style({
  flex: '1 1 10rem',
  minWidth: 0,
});

export const code = style(mutedSmall);

/** The header's cart link: a link like the navigation's, kept on one line. */
export const headerLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primary },
  },
});
