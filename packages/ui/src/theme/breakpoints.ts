/**
 * Both breakpoint sets of document 3, as named tokens. The first set drives the kit's own
 * layout (form grid collapses below `medium`); the second matches the portal's page widths.
 */
export const breakpoints = {
  /** First set: small up to 687 px, medium from 688 px, large from 880 px. */
  layout: { smallMax: 687, medium: 688, large: 880 },
  /** Second set: page widths. */
  page: { sm: 600, md: 900, lg: 1200, xlg: 1201, xxlg: 1280, xxxlg: 1320, xxxxlg: 1440 },
} as const;

export type LayoutBreakpoint = keyof typeof breakpoints.layout;
export type PageBreakpoint = keyof typeof breakpoints.page;

/** Media query for "this width and up" on either set. */
export const mediaUp = (px: number): string => `screen and (min-width: ${px}px)`;

/** Media queries ready for `@media` in vanilla-extract styles. */
export const media = {
  medium: mediaUp(breakpoints.layout.medium),
  large: mediaUp(breakpoints.layout.large),
  pageSm: mediaUp(breakpoints.page.sm),
  pageMd: mediaUp(breakpoints.page.md),
  pageLg: mediaUp(breakpoints.page.lg),
  pageXxxxlg: mediaUp(breakpoints.page.xxxxlg),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Columns of the form grid and of radio groups laid out as a grid (document 3). */
export const gridColumns = { form: 4, radio: 3 } as const;
