// The kit's one web font, Inter, self-hosted from its npm package (one @font-face per script with
// unicode-range, font-display: swap). Imported here, in the module every app renders, so that a
// bundler cannot drop it as an unused side-effect module. See docs/decisions/ui-design-language.md.
import '@fontsource-variable/inter/wght.css';
import { createContext, useContext, type ReactNode } from 'react';
import { darkTheme, lightTheme } from './themes.css';
import { themeRoot } from './global.css';

export type ColorScheme = 'light' | 'dark';

export interface ThemeProviderProps {
  /** Light (default) or dark. */
  colorScheme?: ColorScheme;
  children: ReactNode;
  className?: string;
}

/**
 * The class names of the theme in effect, for content rendered in a portal outside the
 * ThemeProvider element (dialogs, popovers, tooltips): without them the portalled content
 * would see none of the theme variables. Kit-internal (not exported from the package).
 */
const ThemeClassNameContext = createContext<string | undefined>(undefined);

/** The classes that apply the current theme to a portalled subtree; `undefined` outside a ThemeProvider. */
export function useThemeClassName(): string | undefined {
  return useContext(ThemeClassNameContext);
}

/** Applies a theme's variables and the kit's base typography to its children. */
export function ThemeProvider({ colorScheme = 'light', children, className }: ThemeProviderProps) {
  const themeClass = colorScheme === 'dark' ? darkTheme : lightTheme;
  return (
    <ThemeClassNameContext.Provider value={`${themeClass} ${themeRoot}`}>
      <div
        className={[themeClass, themeRoot, className].filter(Boolean).join(' ')}
        data-color-scheme={colorScheme}
      >
        {children}
      </div>
    </ThemeClassNameContext.Provider>
  );
}
