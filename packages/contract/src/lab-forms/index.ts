export {
  downloadLabForm,
  labFormCategories,
  labFormIdField,
  labFormSchema,
  listLabForms,
  type LabForm,
} from './lab-form-calls.js';
