export {
  accountContactSaveSchema,
  accountContactSchema,
  listAccountContacts,
  saveAccountContact,
  type AccountContact,
  type AccountContactSave,
} from './people-calls.js';
