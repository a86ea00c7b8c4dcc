export {
  ChangeOperations,
  createChange,
  deleteChange,
  updateChange,
  validateChangeRecord,
  validateChangeSet,
  type ChangeKeys,
  type ChangeOperation,
  type ChangeRecord,
  type ChangeRecordResult,
  type ChangeRefusal,
  type ChangeRefusalReason,
  type ChangeSetResult,
} from './changeRecords.js';
export {
  MetadataNotEncodableMessage,
  MetadataNotStructuredMessage,
  decodeMetadataValue,
  isStructuredMetadata,
  metadataItem,
  type MetadataItem,
  type MetadataResult,
} from './metadataItems.js';
