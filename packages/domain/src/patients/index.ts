export { isPoBoxAddress, isPoBoxLine } from './poBox.js';
export {
  arePatientDetailsEditable,
  isAddOnAvailable,
  isUsPatient,
  isValidPatient,
  patientCellPhone,
  patientEmail,
  type PatientContactItem,
  type PatientFacts,
  type PatientOrderStatus,
} from './patientFacts.js';
