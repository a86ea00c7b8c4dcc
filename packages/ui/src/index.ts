// @loci/ui public API: every export of the kit goes through this file.
export * from './theme';
export * from './messages';
export * from './Button';
export * from './Spinner';
export * from './Pagination';
export * from './Field';
export * from './TextField';
export * from './Toast';
export * from './GlobalProgress';
export * from './Textarea';
export * from './Select';
export * from './Checkbox';
export * from './RadioGroup';
export * from './DataTable';
export * from './Dialog';
export * from './NumericInput';
export * from './PhoneInput';
