import type { vars } from './contract.css';

/** Every leaf of the theme contract as a plain value: what a theme fills in. */
type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** The values of one theme, shaped like the contract (`vars`). */
export type ThemeTokens = TokenValues<typeof vars>;

/**
 * The kit's one web font. `@fontsource-variable/inter` (imported by ThemeProvider) declares
 * it with `font-display: swap`, so text shows at once in the fallback and swaps when it loads.
 */
const fontFamily =
  '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Everything but colours and shadows is the same in both themes. */
const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
    xxxxl: '64px',
  },
  font: {
    family: fontFamily,
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    sizeXxl: '1.75rem',
    sizeXxxl: '2.25rem',
    weightRegular: '400',
    weightMedium: '500',
    weightSemibold: '600',
    weightBold: '700',
    lineHeight: '1.5',
    lineHeightTight: '1.25',
    letterSpacingTight: '-0.011em',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  focus: { ringWidth: '3px', ringOffset: '2px' },
  motion: {
    durationFast: '100ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEnter: 'cubic-bezier(0, 0, 0.2, 1)',
    easingExit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  size: {
    control: '40px',
    controlSmall: '32px',
    typeaheadOption: '55px',
    confirmDialogWidth: '30rem',
    bannerMaxWidth: '382px',
    dialogSmall: '24rem',
    dialogMedium: '36rem',
    dialogLarge: '52rem',
    toastWidth: '24rem',
    tooltipMaxWidth: '18rem',
    popoverMaxWidth: '22rem',
    progressBarHeight: '3px',
    readableWidth: '60ch',
  },
  layer: { dialog: '1000', popover: '1100', tooltip: '1200', toast: '1300', progress: '1400' },
} satisfies Omit<ThemeTokens, 'color' | 'elevation'>;

/**
 * The motion tokens under `prefers-reduced-motion: reduce`: durations near zero rather than
 * zero, so that `transitionend`/`animationend` still fire for code that waits on them.
 */
export const reducedMotionTokens: ThemeTokens['motion'] = {
  ...shared.motion,
  durationFast: '1ms',
  durationNormal: '1ms',
  durationSlow: '1ms',
};

/** Light theme: dark text on white, the lab's blue for actions (all pairs reach WCAG AA). */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#1b2430',
    textMuted: '#4f5b69',
    border: '#d5dbe3',
    borderStrong: '#6b7785',
    primary: '#0a58a8',
    primaryHover: '#08467f',
    onPrimary: '#ffffff',
    focusRing: '#1a73e8',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e6b34',
    successSurface: '#e7f4ea',
    warning: '#7a4d00',
    warningSurface: '#fff4dc',
    info: '#0a58a8',
    infoSurface: '#e6f0fb',
    selected: '#dbe9fb',
    overlay: 'rgba(16, 24, 32, 0.55)',
    disabledText: '#6b7480',
    disabledSurface: '#e9edf1',
  },
  elevation: {
    low: '0 1px 2px rgba(16, 24, 32, 0.12)',
    medium: '0 4px 12px rgba(16, 24, 32, 0.16)',
    high: '0 12px 32px rgba(16, 24, 32, 0.24)',
  },
};

/** Dark theme: the same contract for dim reading rooms. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#0f141a',
    surface: '#182029',
    surfaceMuted: '#212b36',
    text: '#e8edf3',
    textMuted: '#aeb9c6',
    border: '#33404e',
    borderStrong: '#8795a5',
    primary: '#7db8ff',
    primaryHover: '#a6cfff',
    onPrimary: '#0b1420',
    focusRing: '#9cc8ff',
    danger: '#ff8a80',
    dangerSurface: '#3b1a18',
    success: '#7fd49a',
    successSurface: '#15301e',
    warning: '#ffcc66',
    warningSurface: '#3a2c0c',
    info: '#7db8ff',
    infoSurface: '#14273d',
    selected: '#1f3a5c',
    overlay: 'rgba(0, 0, 0, 0.65)',
    disabledText: '#8a96a3',
    disabledSurface: '#26303b',
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** A step of the spacing scale (`vars.space`), as layout primitives take it. */
export type SpaceToken = keyof ThemeTokens['space'];
/** A corner radius (`vars.radius`). */
export type RadiusToken = keyof ThemeTokens['radius'];
/** A shadow depth (`vars.elevation`). */
export type ElevationToken = keyof ThemeTokens['elevation'];
