// Brotli and gzip copies of the built text assets, written once at build time so that the lab's
// server sends them as they are (apps/lab-api/src/platform/portal-files.ts, `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps stay out (never public in production). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** The lab's server compresses nothing smaller either (its compression threshold). */
const minimumBytes = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to each compressible file. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => compressible.test(file));
  let written = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < minimumBytes) continue;
    const [brotliCopy, gzipCopy] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brotliCopy), writeFile(`${file}.gz`, gzipCopy)]);
    written += 1;
  }
  return written;
}

/** Vite plugin: precompress the output folder once the bundle is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'loci-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
