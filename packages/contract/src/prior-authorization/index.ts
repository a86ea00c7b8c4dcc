export * from './prior-authorization-calls.js';
