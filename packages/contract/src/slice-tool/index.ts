export * from './slice-tool-calls.js';
