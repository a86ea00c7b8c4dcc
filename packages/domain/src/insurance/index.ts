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
export {
  insurancePolicyProblems,
  type InsurancePolicyFacts,
  type InsurancePolicyProblems,
  type InsurancePolicyRuleField,
} from './policyRules.js';
