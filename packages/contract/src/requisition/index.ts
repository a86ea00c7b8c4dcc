export * from './requisition-calls.js';
