export { Field } from './Field';
export type { FieldControlProps, FieldFrameProps, FieldProps } from './Field';
export { FormGrid, FormGridItem } from './FormGrid';
export type { FormGridProps, FormGridItemProps } from './FormGrid';
