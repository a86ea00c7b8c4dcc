import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than its own cost. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli or gzip (the client's choice, brotli first) for every text answer above the threshold:
 * API JSON, GraphQL, HTML, and any static file without a precompressed sibling. The portal's own
 * assets are compressed once at build time (their `.br`/`.gz` siblings, served by
 * `registerPortalFiles`), so this only compresses answers made per request, at a quick brotli level.
 * Event streams are left alone (the plugin's default content types exclude `text/event-stream`).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
