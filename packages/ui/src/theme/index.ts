export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { themeRoot, visuallyHidden, focusRing } from './global.css';
export { ThemeProvider } from './ThemeProvider';
export type { ColorScheme, ThemeProviderProps } from './ThemeProvider';
export { breakpoints, media, mediaUp, gridColumns } from './breakpoints';
export type { LayoutBreakpoint, PageBreakpoint } from './breakpoints';
