export * from './ordering-provider-calls.js';
