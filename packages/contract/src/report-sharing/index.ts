export * from './report-sharing-calls.js';
