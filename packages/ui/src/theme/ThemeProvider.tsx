import type { ReactNode } from 'react';
import { darkTheme, lightTheme } from './themes.css';
import { themeRoot } from './global.css';

export type ColorScheme = 'light' | 'dark';

export interface ThemeProviderProps {
  /** Light (default) or dark. */
  colorScheme?: ColorScheme;
  children: ReactNode;
  className?: string;
}

/** Applies a theme's variables and the kit's base typography to its children. */
export function ThemeProvider({ colorScheme = 'light', children, className }: ThemeProviderProps) {
  const themeClass = colorScheme === 'dark' ? darkTheme : lightTheme;
  return (
    <div
      className={[themeClass, themeRoot, className].filter(Boolean).join(' ')}
      data-color-scheme={colorScheme}
    >
      {children}
    </div>
  );
}
