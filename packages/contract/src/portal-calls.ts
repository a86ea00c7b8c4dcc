// Every call of the portal API, in one list: the server registers routes from it (each feature
// its own) and the OpenAPI document is generated from it. Later features append theirs.
import type { CallDescriptor } from './call/define-call.js';
import { listAccountContacts, saveAccountContact } from './people/people-calls.js';
import {
  fetchClientContactInfo,
  finalizeClientRegistration,
  getUserProfile,
  updateClientContactInfo,
} from './profile/profile-calls.js';
import {
  getAllReferences,
  listRequiredFields,
  searchActiveAccounts,
} from './references/references-calls.js';
import { fetchAppSettings } from './settings/settings-calls.js';
import {
  getAllDiagnoses,
  getAllTests,
  getAoeQuestions,
  getExtraTestInfo,
  getRestrictedPaymentMethods,
  getSuggestedCardioTests,
  getTestExceptions,
  validateTestCodes,
} from './catalogue/catalogue-calls.js';
import { getFavorites, saveFavorites } from './favorites/favorites-calls.js';
import {
  getPartnershipProgram,
  listPartnershipPrograms,
  listTestPartnershipPrograms,
  validatePartnershipProgram,
} from './partnership-programs/partnership-program-calls.js';
import { siteServiceKeyPresentForAccount } from './site-service-keys/site-service-keys-calls.js';
import {
  createPatient,
  getPatient,
  searchPatients,
  searchPatientsByAccession,
  updatePatient,
} from './patients/patient-calls.js';
import {
  getInsuranceByCode,
  lookupInsuranceByCard,
  searchInsurancePlans,
  searchInsurancePlansForMessaging,
} from './insurance/insurance-calls.js';
import { getEmrPatient, searchEmrPatients } from './emr/emr-calls.js';
import {
  deleteDocument,
  documentBeacon,
  downloadDocument,
  listOrderDocuments,
  tagDocument,
  uploadDocument,
} from './documents/document-calls.js';
import { geocodePlace, getPlacePredictions } from './places/places-calls.js';
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
import { downloadLabForm, listLabForms } from './lab-forms/lab-form-calls.js';

export const portalCalls: readonly CallDescriptor[] = [
  fetchAppSettings,
  getUserProfile,
  fetchClientContactInfo,
  updateClientContactInfo,
  finalizeClientRegistration,
  saveAccountContact,
  listAccountContacts,
  getAllReferences,
  searchActiveAccounts,
  listRequiredFields,
  siteServiceKeyPresentForAccount,
  getAllTests,
  getAllDiagnoses,
  getAoeQuestions,
  validateTestCodes,
  getSuggestedCardioTests,
  getRestrictedPaymentMethods,
  getTestExceptions,
  getExtraTestInfo,
  listPartnershipPrograms,
  getPartnershipProgram,
  validatePartnershipProgram,
  listTestPartnershipPrograms,
  getFavorites,
  saveFavorites,
  ...orderCalls,
  getOrderRequisition,
  generateAndSaveRequisition,
  estimatePatientCost,
  removePatientEstimate,
  checkPriorAuthRequired,
  checkPriorAuthAndInitiateCase,
  updateClinicalQuestions,
  listOrderingProviders,
  getPayorRequiredDocuments,
  createPatient,
  updatePatient,
  getPatient,
  searchPatients,
  searchPatientsByAccession,
  getInsuranceByCode,
  searchInsurancePlans,
  lookupInsuranceByCard,
  searchInsurancePlansForMessaging,
  searchEmrPatients,
  getEmrPatient,
  listOrderDocuments,
  uploadDocument,
  tagDocument,
  deleteDocument,
  downloadDocument,
  documentBeacon,
  getPlacePredictions,
  geocodePlace,
  ...messagingCalls,
  ...orderChangeCalls,
  ...resultCalls,
  ...labDeskCalls,
  ...reportSharingCalls,
  ...sliceToolCalls,
  ...supplyCalls,
  ...notificationCalls,
  ...labDeskMessageCalls,
  ...labDeskUserCalls,
  ...labDeskSettingCalls,
  ...messageAttachmentCalls,
  listLabForms,
  downloadLabForm,
  getDashboardCounts,
];
