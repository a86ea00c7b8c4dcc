export { SearchForm, type SearchFormProps } from './SearchForm.tsx';
