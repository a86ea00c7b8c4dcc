export * from './benefit-investigation-calls.js';
