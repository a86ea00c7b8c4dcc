export * from './order-change-catalog.js';
export * from './order-change-schemas.js';
export * from './order-change-calls.js';
