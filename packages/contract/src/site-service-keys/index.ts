export { siteServiceKeyPresentForAccount } from './site-service-keys-calls.js';
