export { PatientInvitation } from './PatientInvitation.tsx';
