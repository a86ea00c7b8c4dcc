export * from './hash-views.js';
export * from './portal-addresses.js';
