import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '@loci/ui';
import { useColorScheme } from './colorScheme.ts';

/**
 * The kit's theme in the scheme the reader chose (or the system's). The page root also gets
 * `color-scheme`, so scroll bars and the browser's own controls follow the theme.
 */
export function PortalTheme({ children }: { children: ReactNode }) {
  const { scheme } = useColorScheme();
  useEffect(() => {
    document.documentElement.style.colorScheme = scheme;
    document.documentElement.dataset.colorScheme = scheme;
  }, [scheme]);
  return <ThemeProvider colorScheme={scheme}>{children}</ThemeProvider>;
}
