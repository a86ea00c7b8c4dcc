export * from './sliceRules.js';
