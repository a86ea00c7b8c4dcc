export { faxConfigFromEnvironment, type FaxConfig } from './fax-config.js';
export {
  LocalFaxGateway,
  localFaxOutcomes,
  type FaxGateway,
  type FaxGatewayReport,
  type OutgoingFax,
} from './fax-gateway.js';
export { FaxSender, type FaxJobData } from './fax-jobs.js';
export { faxMigrations } from './fax-migrations.js';
export { findFaxJob, type FaxJobRecord, type NewFaxJob } from './fax-records.js';
export { faxDocumentStatus, finalFaxStatuses, isFinalFaxStatus } from './fax-rules.js';
