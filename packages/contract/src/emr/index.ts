export {
  emrPatientSchema,
  getEmrPatient,
  searchEmrPatients,
  type EmrPatient,
} from './emr-calls.js';
