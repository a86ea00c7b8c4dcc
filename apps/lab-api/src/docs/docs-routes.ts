import { buildOpenApiDocument, portalCalls, type OpenApiDocument } from '@loci/contract';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function renderOperations(document: OpenApiDocument): string {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const { operationId, summary } = operation as { operationId: string; summary: string };
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operationId)}</td><td>${escapeHtml(summary)}</td></tr>`;
    }),
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loci lab API</title></head>
<body>
<main>
<h1>Loci lab API</h1>
<p>Every call needs a bearer access token. Machine-readable description: <a href="/api/docs/openapi.json">OpenAPI 3.1 document</a>.</p>
<table>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Operation</th><th scope="col">Summary</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>`;
}

/** The OpenAPI document generated from the contract, and a plain page listing its operations. */
export function registerDocsRoutes(app: FastifyInstance): void {
  const document = buildOpenApiDocument(portalCalls, {
    title: 'Loci lab API',
    version: '1.0.0',
    description: 'The portal API of the Loci provider portal, generated from @loci/contract.',
  });
  const page = renderOperations(document);
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
}
