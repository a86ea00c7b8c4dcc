// @loci/domain: the lab's business rules and reference data as pure, typed functions.
// One line per feature folder; keep this file to re-exports only.
export * from './reference/index.js';
export * from './geography/index.js';
export * from './cart/index.js';
export * from './insurance/index.js';
export * from './order-status/index.js';
export * from './aoe/index.js';
export * from './ordering-providers/index.js';
export * from './patients/index.js';
export * from './roles/index.js';
export * from './session/index.js';
export * from './search-queries/index.js';
export * from './validation/index.js';
export * from './change-sets/index.js';
export * from './address/index.js';
export * from './error-reporting/index.js';
export * from './slice/index.js';
export * from './supplies/index.js';
export * from './required-fields/index.js';
export * from './diagnosis-codes/index.js';
export * from './family-members/index.js';
