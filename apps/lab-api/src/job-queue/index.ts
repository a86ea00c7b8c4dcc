export {
  queueDatabase,
  startJobQueue,
  transactionDatabase,
  type AnyJobDefinition,
  type JobAttempt,
  type JobDefinition,
  type JobQueue,
  type JobQueueOptions,
  type SendJobOptions,
} from './job-queue.js';
export { jobQueueConfigFromEnvironment, type JobQueueConfig } from './job-queue-config.js';
