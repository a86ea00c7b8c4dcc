// Compression over real HTTP: the portal's precompressed assets, answers compressed per request
// above the threshold, and no public source maps in production.
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usePortalFilesApp, useTestServer } from '../testing/index.js';

const server = useTestServer();

// A script large enough to be worth compressing, and its build-time siblings.
const script = `export const rows = [${Array.from({ length: 800 }, (_, index) => `{ id: ${index}, name: "row ${index}" }`).join(', ')}];\n`;
const scriptBrotli = brotliCompressSync(script);
const scriptGzip = gzipSync(script, { level: 9 });
const styles = `.row { color: red; }\n`.repeat(200);

const portal = usePortalFilesApp(
  server,
  {
    'index.html':
      '<!doctype html><html lang="en"><head><title>Loci portal</title></head><body><div id="root"></div></body></html>',
    'assets/index-abc123.js': script,
    'assets/index-abc123.js.br': scriptBrotli,
    'assets/index-abc123.js.gz': scriptGzip,
    'assets/index-abc123.css': styles,
    'assets/index-abc123.js.map': '{"version":3}',
    'assets/index-abc123.js.map.gz': gzipSync('{}'),
  },
  // What production mode sets (config.ts: LOCI_ENV=production turns public source maps off).
  { publicSourceMaps: false },
);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decode it). */
function rawGet(pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: portal.port,
        path: pathname,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the portal assets', () => {
  it('sends the brotli file written at build time to a browser that accepts brotli', async () => {
    const answer = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(scriptBrotli)).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const answer = await rawGet('/assets/index-abc123.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.equals(scriptGzip)).toBe(true);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts none', async () => {
    const answer = await rawGet('/assets/index-abc123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(script);
  });

  it('compresses a text asset without a precompressed file as it is sent', async () => {
    const answer = await rawGet('/assets/index-abc123.css', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(styles);
    expect(answer.body.length).toBeLessThan(styles.length / 5);
  });

  it('keeps source maps to itself in production, compressed copies included', async () => {
    expect((await rawGet('/assets/index-abc123.js.map', 'gzip')).status).toBe(404);
    expect((await rawGet('/assets/index-abc123.js.map.gz', 'gzip')).status).toBe(404);
  });
});

describe('answers made per request', () => {
  it('compresses API JSON above the threshold with brotli', async () => {
    const answer = await rawGet('/api/docs/openapi.json', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(answer.body).toString()) as {
      openapi?: string;
    };
    expect(document.openapi).toBeDefined();
  });

  it('compresses API JSON with gzip for a client that accepts only gzip', async () => {
    const answer = await rawGet('/api/docs/openapi.json', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toHaveProperty('openapi');
  });

  it('sends a small JSON answer as it is', async () => {
    const answer = await rawGet('/healthz', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toBeTruthy();
  });
});
