export {
  OrderStatusTransitions,
  canTransition,
  nextOrderStatuses,
  transition,
  type OrderStatusTransitionRefusalReason,
  type OrderStatusTransitionResult,
} from './orderStatusTransitions.js';
export {
  FixedAfterSubmission,
  checkPostSubmissionEdit,
  isSubmittedOrderStatus,
  postSubmissionEditingMessages,
  type FixedAfterSubmissionField,
  type PostSubmissionEditResult,
  type PostSubmissionRefusal,
  type SubmittedOrderFacts,
} from './postSubmissionEditing.js';
export {
  LabTestStatusMoves,
  LabTestStatuses,
  canIssueUpdatedReport,
  canMoveLabTest,
  canReleaseReport,
  hasReleasedReport,
  isLabTestStatus,
  labStatusAfterRelease,
  type LabTestStatus,
} from './labTestStatus.js';
