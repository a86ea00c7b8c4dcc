import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, type ColorScheme } from '../packages/ui/src/theme';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
  decorators: [
    (Story, context) => (
      <ThemeProvider colorScheme={(context.globals.colorScheme as ColorScheme) ?? 'light'}>
        <main style={{ padding: 16, minHeight: '100vh' }}>
          <Story />
        </main>
      </ThemeProvider>
    ),
  ],
};

export default preview;
