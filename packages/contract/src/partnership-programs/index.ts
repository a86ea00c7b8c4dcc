export {
  getPartnershipProgram,
  listPartnershipPrograms,
  listTestPartnershipPrograms,
  partnershipProgramSchema,
  partnershipProgramValidationOutcomes,
  partnershipProgramValidationSchema,
  programCodeField,
  validatePartnershipProgram,
  type PartnershipProgram,
  type PartnershipProgramValidation,
} from './partnership-program-calls.js';
