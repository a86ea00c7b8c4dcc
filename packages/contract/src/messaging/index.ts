export * from './messaging-schemas.js';
export * from './messaging-calls.js';
export * from './message-attachment-calls.js';
