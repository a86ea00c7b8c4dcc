export {
  InsuranceCardExtractionErrorMessage,
  InsuranceCardLookupFailure,
  NoBenefitInvestigationInfoMessage,
  insurancePlanSearchTerm,
  isBenefitInvestigationEnabled,
  readBenefitInvestigation,
  requiresPriorAuthorization,
  type BenefitInvestigationAnswer,
  type BenefitInvestigationFacts,
} from './insuranceRules.js';
