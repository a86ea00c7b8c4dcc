import { style } from '@vanilla-extract/css';
import { media, plainList, stacked, vars, wrappingRow } from '@loci/ui';
import { framed } from '../shell/styleRecipes.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const results = style(plainList(vars.space.sm));

export const result = style({
  ...wrappingRow(vars.space.sm),
  alignItems: 'flex-start',
  ...framed(vars.space.md),
});

export const resultBody = style({ flex: '1 1 16rem', minWidth: 0, ...stacked(vars.space.xs) });

export const resultTitle = style({
  fontSize: vars.font.sizeLg,
  margin: 0,
});

export const muted = style({
  color: vars.color.textMuted,
  margin: 0,
});

export const toolbar = style({ ...wrappingRow(vars.space.sm), alignItems: 'center' });

export const plainToolbar = style([toolbar, { listStyle: 'none', margin: 0, padding: 0 }]);

/** A link in a row of links: a 24 px target at least (WCAG 2.2 target size). */
export const rowLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
});

// The first page of results is taller than the screen: while it loads, its place is kept that
// tall, so the cart below (stacked on a phone) and the footer do not jump when it arrives.
export const loadingResults = style({ minHeight: '100vh' });
