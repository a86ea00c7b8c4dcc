// Every call of the portal API, in one list: the server registers routes from it (each feature
// its own) and the OpenAPI document is generated from it. Later features append theirs.
import type { CallDescriptor } from './call/define-call.js';
import { peopleCalls } from './people/people-calls.js';
import { profileCalls } from './profile/profile-calls.js';
import { referenceCalls } from './references/references-calls.js';
import { settingsCalls } from './settings/settings-calls.js';
import { catalogueCalls } from './catalogue/catalogue-calls.js';
import { favoriteCalls } from './favorites/favorites-calls.js';
import { partnershipProgramCalls } from './partnership-programs/partnership-program-calls.js';
import { siteServiceKeyCalls } from './site-service-keys/site-service-keys-calls.js';
import { patientCalls } from './patients/patient-calls.js';
import { insuranceCalls } from './insurance/insurance-calls.js';
import { emrCalls } from './emr/emr-calls.js';
import { documentCalls } from './documents/document-calls.js';
import { placeCalls } from './places/places-calls.js';
import { orderCalls } from './orders/order-calls.js';
import {
  generateAndSaveRequisition,
  getOrderRequisition,
} from './requisition/requisition-calls.js';
import {
  estimatePatientCost,
  removePatientEstimate,
} from './benefit-investigation/benefit-investigation-calls.js';
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  updateClinicalQuestions,
} from './prior-authorization/prior-authorization-calls.js';
import { listOrderingProviders } from './ordering-providers/ordering-provider-calls.js';
import { getPayorRequiredDocuments } from './payor/payor-calls.js';
import { messagingCalls } from './messaging/messaging-calls.js';
import { orderChangeCalls } from './order-changes/order-change-calls.js';
import { resultCalls } from './results/result-calls.js';
import { labDeskCalls } from './lab-desk/lab-desk-calls.js';
import { reportSharingCalls } from './report-sharing/report-sharing-calls.js';
import { sliceToolCalls } from './slice-tool/slice-tool-calls.js';
import { supplyCalls } from './supplies/supply-calls.js';
import { getDashboardCounts } from './dashboard/dashboard-calls.js';
import { notificationCalls } from './notifications/notification-calls.js';
import { labDeskMessageCalls } from './lab-desk/lab-desk-message-calls.js';
import { labDeskUserCalls } from './lab-desk/lab-desk-user-calls.js';
import { labDeskSettingCalls } from './lab-desk/lab-desk-setting-calls.js';
import { messageAttachmentCalls } from './messaging/message-attachment-calls.js';
import { labFormCalls } from './lab-forms/lab-form-calls.js';

// Each feature's calls in their declared order (a feature whose index exports every name of its
// file lists its calls here instead of exporting one more name).
const featureCalls: ReadonlyArray<Record<string, CallDescriptor>> = [
  settingsCalls,
  profileCalls,
  peopleCalls,
  referenceCalls,
  siteServiceKeyCalls,
  catalogueCalls,
  partnershipProgramCalls,
  favoriteCalls,
  orderCalls,
  { getOrderRequisition, generateAndSaveRequisition },
  { estimatePatientCost, removePatientEstimate },
  { checkPriorAuthRequired, checkPriorAuthAndInitiateCase, updateClinicalQuestions },
  { listOrderingProviders },
  { getPayorRequiredDocuments },
  patientCalls,
  insuranceCalls,
  emrCalls,
  documentCalls,
  placeCalls,
  messagingCalls,
  orderChangeCalls,
  resultCalls,
  labDeskCalls,
  reportSharingCalls,
  sliceToolCalls,
  supplyCalls,
  notificationCalls,
  labDeskMessageCalls,
  labDeskUserCalls,
  labDeskSettingCalls,
  messageAttachmentCalls,
  labFormCalls,
  { getDashboardCounts },
];

export const portalCalls: readonly CallDescriptor[] = featureCalls.flatMap((calls) =>
  Object.values(calls),
);
