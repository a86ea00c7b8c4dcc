export { LabFormsPage, labFormsPath } from './LabFormsPage.tsx';
