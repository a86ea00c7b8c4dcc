export * from './result-schemas.js';
export * from './result-calls.js';
