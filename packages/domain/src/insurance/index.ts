export {
  insurancePlanSearchTerm,
  isBenefitInvestigationEnabled,
  requiresPriorAuthorization,
  type BenefitInvestigationFacts,
} from './insuranceRules.js';
