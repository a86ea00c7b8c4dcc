export * from './payor-calls.js';
