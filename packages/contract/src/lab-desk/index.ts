export * from './lab-desk-schemas.js';
export * from './lab-desk-calls.js';
export * from './lab-desk-message-calls.js';
export * from './lab-desk-user-calls.js';
export * from './lab-desk-setting-calls.js';
