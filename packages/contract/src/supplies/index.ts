export * from './supply-schemas.js';
export * from './supply-calls.js';
