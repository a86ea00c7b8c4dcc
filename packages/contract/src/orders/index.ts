export * from './order-schemas.js';
export * from './order-calls.js';
