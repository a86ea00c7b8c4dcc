export { buildOpenApiDocument, type OpenApiDocument } from './build-openapi-document.js';
