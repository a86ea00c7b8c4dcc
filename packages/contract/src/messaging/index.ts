export * from './messaging-schemas.js';
export * from './messaging-calls.js';
