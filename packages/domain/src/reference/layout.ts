/**
 * Interface sizes and breakpoints (document 3 section 9). Pixel values are numbers; widths
 * given in CSS units by the spec keep their unit.
 */

/** The default confirmation dialog width. */
export const ConfirmationDialogWidth = '30rem';

/** A dropdown is at least this many items tall. */
export const DropdownMinimumVisibleItems = 3;

/** The typeahead menu shows about 5 items of 55 px each. */
export const TypeaheadMenu = { visibleItems: 5, itemHeightPx: 55 } as const;

/** The address suggestion menu shows 3 items. */
export const AddressMenuVisibleItems = 3;

/** Columns of the form grid. */
export const FormGridColumns = 4;

/** Columns of a radio button grid. */
export const RadioGridColumns = 3;

/** The information banner is at most this wide. */
export const InformationBannerMaxWidth = '382px';

/**
 * The first breakpoint set, by size class: small up to 687 px, medium from 688 px, large from
 * 880 px (`maxPx`/`minPx` inclusive).
 */
export const SizeClassBreakpoints = {
  small: { maxPx: 687 },
  medium: { minPx: 688 },
  large: { minPx: 880 },
} as const;

export type SizeClass = keyof typeof SizeClassBreakpoints;

/** The size class of a viewport width in pixels. */
export function sizeClassForWidth(widthPx: number): SizeClass {
  if (widthPx >= SizeClassBreakpoints.large.minPx) return 'large';
  if (widthPx >= SizeClassBreakpoints.medium.minPx) return 'medium';
  return 'small';
}

/** The second breakpoint set, in pixels (sm 600 … xxxxlg 1440). */
export const WidthBreakpoints = {
  sm: 600,
  md: 900,
  lg: 1200,
  xlg: 1201,
  xxlg: 1280,
  xxxlg: 1320,
  xxxxlg: 1440,
} as const;

export type WidthBreakpoint = keyof typeof WidthBreakpoints;
