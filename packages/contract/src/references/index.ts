export {
  accountAccessSchema,
  accountNumberListField,
  getAllReferences,
  listRequiredFields,
  referenceItemSchema,
  referenceListNames,
  referenceListsSchema,
  searchActiveAccounts,
  type AccountAccess,
  type ReferenceItemData,
  type ReferenceListsData,
} from './references-calls.js';
