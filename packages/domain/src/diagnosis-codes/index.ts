export {
  DiagnosisCodeMessages,
  diagnosisCodeProblems,
  type DiagnosisCodeProblem,
} from './diagnosisCodes.js';
