export {
  FamilyMemberMessages,
  SingleFamilyRelations,
  familyMemberLimit,
  familyMemberRuleProblems,
  type FamilyMemberEntry,
  type FamilyMemberRuleProblem,
  type FamilyTestKind,
} from './familyMembers.js';
