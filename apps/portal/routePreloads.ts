// What a deep link's page can ask for beside the entry (issue 18). A first visit to a signed-in
// route waited for the entry to run before its screen's code was even requested: one round trip
// and the entry's evaluation in the chain before the first screen. This writes
// `route-preloads.json` into the build: for each path below, the screen's chunk and the chunks it
// imports statically (not those of the entry), and their CSS. The lab's server puts them in that
// path's page as `<link rel="modulepreload">` (apps/lab-api/src/platform/portal-files.ts).
import type { Plugin, Rollup } from 'vite';

/** The file the server reads. */
export const routePreloadsFile = 'route-preloads.json';

/**
 * Page paths (exact, as the server sees them: no hash) and the module of their screen, as in
 * src/app/portalRoutes.tsx. Only the signed-in screens the benchmark measures; the signed-out home
 * is pre-rendered and needs no script to paint.
 */
const routeScreens: Record<string, string> = {
  '/user-account': 'src/user-account/UserAccountPage.tsx',
  '/test-catalog/requisition': 'src/requisition/RequisitionPage.tsx',
  '/tests': 'src/catalogue/CataloguePages.tsx',
  '/tests/search': 'src/catalogue/CataloguePages.tsx',
  '/test-launchpad': 'src/catalogue/CataloguePages.tsx',
};

export interface RoutePreloads {
  /** Absolute addresses (`/assets/…`) per page path. */
  routes: Record<string, { scripts: string[]; styles: string[] }>;
}

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

function chunksOf(bundle: Rollup.OutputBundle): Map<string, ChunkWithCss> {
  const chunks = new Map<string, ChunkWithCss>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output as ChunkWithCss);
  }
  return chunks;
}

function staticClosure(
  chunks: Map<string, ChunkWithCss>,
  file: string,
  files = new Set<string>(),
): Set<string> {
  if (files.has(file)) return files;
  files.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, files);
  return files;
}

export function routePreloads(): Plugin {
  let serverBuild = false;
  return {
    name: 'loci-route-preloads',
    apply: 'build',
    configResolved(config) {
      // The pre-render's server build (scripts/prerender.mjs) has no page to preload for.
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (serverBuild) return;
        const chunks = chunksOf(bundle);
        const loadedByEntry = new Set<string>();
        for (const [file, chunk] of chunks) {
          if (chunk.isEntry) staticClosure(chunks, file, loadedByEntry);
        }
        const preloads: RoutePreloads = { routes: {} };
        for (const [pagePath, screenModule] of Object.entries(routeScreens)) {
          const screen = [...chunks.values()].find((chunk) =>
            chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${screenModule}`),
          );
          if (!screen) {
            this.error(`routePreloads: no chunk for ${screenModule} (renamed? update the table)`);
          }
          const files = [...staticClosure(chunks, screen.fileName)].filter(
            (file) => !loadedByEntry.has(file),
          );
          const styles = new Set<string>();
          for (const file of files) {
            for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
          }
          preloads.routes[pagePath] = {
            scripts: files.map((file) => `/${file}`),
            styles: [...styles].map((file) => `/${file}`),
          };
        }
        this.emitFile({
          type: 'asset',
          fileName: routePreloadsFile,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
}
