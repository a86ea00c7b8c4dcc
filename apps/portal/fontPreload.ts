// The web font's Latin file is asked for by the page itself (issue 18). Left to the stylesheet,
// the browser finds the font only when text first renders, so on a cold visit the page painted in
// the fallback font and reflowed when Inter arrived ~0.5 s later: a layout shift of ~0.1 on the
// home page (lines wrap differently). Preloaded, it arrives with the entry script. Only Latin:
// the other scripts' files (unicode-range) stay on demand.
import type { Plugin } from 'vite';

/** The kit's font file for Latin text (@fontsource-variable/inter, hashed by the build). */
export const preloadedFontFile = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

export function fontPreload(): Plugin {
  return {
    name: 'loci-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => preloadedFontFile.test(file));
        if (!font) {
          throw new Error(
            'the Latin web font is not in the build (renamed? update fontPreload.ts)',
          );
        }
        return [
          {
            tag: 'link',
            // Fonts are fetched in CORS mode: without `crossorigin` the preload is not reused.
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
