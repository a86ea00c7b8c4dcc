import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ThemeProvider, type ColorScheme } from '../packages/ui/src/theme';
import { startStoryWorker } from './storyWorker';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Tokens', 'Accessibility', '*'], 'Layout', '*'],
      },
    },
    // The widths the portal is checked at: the narrowest phone, a common phone, the kit's
    // breakpoints (document 3) and a desktop.
    viewport: {
      options: {
        narrow: {
          name: 'Narrowest (320 px)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile: {
          name: 'Mobile (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        medium: {
          name: 'Medium (688 px)',
          styles: { width: '688px', height: '1024px' },
          type: 'tablet',
        },
        large: {
          name: 'Large (880 px)',
          styles: { width: '880px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
  globalTypes: {
    colorScheme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  // MSW answers the portal screens' calls with each story's fixtures (its `parameters.msw`).
  loaders: [mswLoader(startStoryWorker)],
  decorators: [
    (Story, context) => (
      <ThemeProvider colorScheme={(context.globals.colorScheme as ColorScheme) ?? 'light'}>
        {context.parameters.portalScreen ? (
          // A portal screen brings its own shell and main landmark.
          <Story />
        ) : (
          <main style={{ padding: 16, minHeight: '100vh' }}>
            <Story />
          </main>
        )}
      </ThemeProvider>
    ),
  ],
};

export default preview;
