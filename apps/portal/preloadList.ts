// Shorter preload lists (issue 18). For each `import()` Vite writes into the importing chunk the
// list of files to fetch with it (`__vite__mapDeps`): the lazy chunk and every chunk it imports,
// including those the importer itself imported statically, which are loaded already when the
// `import()` runs. With ~20 lazy screens, those names (hashes do not compress) cost every route
// KBs. This keeps in the list only the chunks that are not yet loaded: not in the static imports
// of the entry or of the importing chunk. CSS files stay listed (Vite adds them back itself).
import type { Plugin } from 'vite';

interface ChunkImports {
  imports: string[];
  isEntry: boolean;
}

export function preloadList() {
  const chunks = new Map<string, ChunkImports>();
  const loaded = new Map<string, Set<string>>();

  /** The chunk and everything it imports statically (loaded before it runs). */
  function staticClosure(file: string, files = new Set<string>()): Set<string> {
    if (files.has(file)) return files;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) staticClosure(imported, files);
    return files;
  }

  function loadedWith(host: string): Set<string> {
    let files = loaded.get(host);
    if (!files) {
      files = staticClosure(host);
      for (const [file, chunk] of chunks) if (chunk.isEntry) staticClosure(file, files);
      loaded.set(host, files);
    }
    return files;
  }

  const plugin: Plugin = {
    name: 'loci-preload-list',
    apply: 'build',
    enforce: 'pre',
    // Runs before Vite's own generateBundle, which writes the preload lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunks.clear();
        loaded.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') {
            chunks.set(output.fileName, { imports: output.imports, isEntry: output.isEntry });
          }
        }
      },
    },
  };

  /** `build.modulePreload.resolveDependencies`: the deps of `import()` in `hostId` not yet loaded. */
  function resolveDependencies(
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] {
    if (context.hostType !== 'js' || chunks.size === 0) return deps;
    const already = loadedWith(context.hostId);
    return deps.filter((dep) => !already.has(dep));
  }

  return { plugin, resolveDependencies };
}
