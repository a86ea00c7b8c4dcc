// @loci/domain: the lab's business rules and reference data as pure, typed functions.
// One line per feature folder; keep this file to re-exports only.
export * from './reference/index.js';
export * from './geography/index.js';
