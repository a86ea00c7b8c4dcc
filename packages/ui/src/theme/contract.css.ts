import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the kit. Component styles use only these variables,
 * never literal colours, spaces or font values; each theme fills them in.
 */
export const vars = createThemeContract({
  color: {
    /** Page background behind everything. */
    background: null,
    /** Cards, dialogs, menus and table rows. */
    surface: null,
    /** A surface set slightly apart from its surroundings (table header, hovered row). */
    surfaceMuted: null,
    /** Body text. */
    text: null,
    /** Secondary text: descriptions, counters, placeholders. */
    textMuted: null,
    /** Hairlines between parts. */
    border: null,
    /** Borders of form controls (must reach 3:1 against the surface). */
    borderStrong: null,
    /** The lab's action colour. */
    primary: null,
    primaryHover: null,
    /** Text and icons drawn on the primary colour. */
    onPrimary: null,
    /** Keyboard focus outline. */
    focusRing: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    /** Selected rows and chosen options. */
    selected: null,
    /** Dims the page behind a dialog. */
    overlay: null,
    disabledText: null,
    disabledSurface: null,
  },
  /** Spacing scale: gaps and paddings, from hairline (`xxs`) to page sections (`xxxxl`). */
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
    xxxxl: null,
  },
  /**
   * The type scale. `family` is the kit's one shipped web font (Inter, self-hosted, with the
   * system font as fallback while it loads); sizes run from captions (`sizeXs`) to display
   * titles (`sizeXxxl`). `typeRamp` (typography.ts) names the roles built from them.
   */
  font: {
    family: null,
    familyMono: null,
    /** Captions, counters, table footnotes. */
    sizeXs: null,
    /** Secondary text, small controls, descriptions. */
    sizeSm: null,
    /** Body text and controls. */
    sizeMd: null,
    /** Card and form-section headings. */
    sizeLg: null,
    /** Section headings. */
    sizeXl: null,
    /** Page titles. */
    sizeXxl: null,
    /** Display titles (dashboards, sign-in). */
    sizeXxxl: null,
    weightRegular: null,
    weightMedium: null,
    /** Headings below the page title. */
    weightSemibold: null,
    weightBold: null,
    /** Body text. */
    lineHeight: null,
    /** Headings and controls. */
    lineHeightTight: null,
    /** Large headings pulled slightly tighter, as Inter's designers advise. */
    letterSpacingTight: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  elevation: {
    /** Resting cards. */
    low: null,
    /** Menus, popovers and tooltips. */
    medium: null,
    /** Dialogs and toasts. */
    high: null,
  },
  /** The keyboard focus outline (its colour is `color.focusRing`). */
  focus: {
    /** Thickness of the outline. */
    ringWidth: null,
    /** Gap between the element and its outline. */
    ringOffset: null,
  },
  /**
   * Durations and easings. Under `prefers-reduced-motion: reduce` every duration becomes
   * near-instant (themes.css.ts), so a component that uses these tokens honours it for free.
   */
  motion: {
    /** Hover and press feedback. */
    durationFast: null,
    /** Opening and closing of overlays. */
    durationNormal: null,
    /** Larger movements (panels, page-level transitions). */
    durationSlow: null,
    /** Standard easing for movements within the page. */
    easing: null,
    /** Things appearing (decelerate). */
    easingEnter: null,
    /** Things leaving (accelerate). */
    easingExit: null,
  },
  size: {
    /** Height of buttons and single-line inputs. */
    control: null,
    controlSmall: null,
    /** Row height of a typeahead option (the spec's 55 px). */
    typeaheadOption: null,
    /** Width of the confirmation dialog (the spec's 30rem). */
    confirmDialogWidth: null,
    /** Widest an information banner may grow (the spec's 382 px). */
    bannerMaxWidth: null,
    /** Widths of the dialog sizes. */
    dialogSmall: null,
    dialogMedium: null,
    dialogLarge: null,
    /** Width of one toast. */
    toastWidth: null,
    /** Widest a tooltip may grow. */
    tooltipMaxWidth: null,
    /** Widest a popover may grow. */
    popoverMaxWidth: null,
    /** Thickness of the global progress bar at the top of the page. */
    progressBarHeight: null,
    /** Widest a paragraph of running text should be, for comfortable reading. */
    readableWidth: null,
  },
  /** Stacking order of the layers drawn above the page (z-index values). */
  layer: {
    /** Dialogs and their overlay. */
    dialog: null,
    /** Popovers and menus (above a dialog that contains them). */
    popover: null,
    /** Tooltips, above everything interactive. */
    tooltip: null,
    /** Toasts. */
    toast: null,
    /** The global progress bar. */
    progress: null,
  },
});
