export {
  missingRequiredOrderFields,
  missingRequiredPatientFields,
  RequirableOrderFields,
  requiredFieldLabel,
  RequiredFieldMessages,
  requiredFieldProblems,
  type RequirableOrderField,
  type RequiredFieldPatient,
  type RequiredFieldProblem,
} from './requiredFields.js';
