export * from './notification-schemas.js';
export * from './notification-calls.js';
