export { NumericInput } from './NumericInput';
export type { NumericInputProps } from './NumericInput';
