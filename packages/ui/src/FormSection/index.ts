export { FormSection } from './FormSection';
export type { FormSectionProps } from './FormSection';
