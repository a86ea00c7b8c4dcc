export { SearchForm, type SearchFormProps, type SearchTexts } from './SearchForm.tsx';
