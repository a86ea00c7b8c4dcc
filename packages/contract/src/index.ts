// @loci/contract: one typed (zod) description of every call between the portal and the server.
export * from './call/index.js';
export * from './openapi/index.js';
export * from './people/index.js';
export { portalCalls } from './portal-calls.js';
export * from './profile/index.js';
export * from './references/index.js';
export * from './settings/index.js';
export * from './site-service-keys/index.js';
export * from './catalogue/index.js';
export * from './favorites/index.js';
export * from './partnership-programs/index.js';
export * from './orders/index.js';
export * from './requisition/index.js';
export * from './benefit-investigation/index.js';
export * from './prior-authorization/index.js';
export * from './ordering-providers/index.js';
export * from './payor/index.js';
