import { useMemo } from 'react';
import { Checkbox, RadioGroup, Select, TextField, type TypeaheadOption } from '@loci/ui';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import { SearchTypes, type CatalogueSearchQuery, type SearchType } from '@loci/domain';
import { useCatalogueQuery } from './catalogueGraphql.ts';
import { useSearchText } from './useSearchText.ts';
import * as styles from './CatalogueSearchPage.css.ts';
import { textOptions } from '../forms/selectOptions.ts';

interface CatalogueFiltersProps {
  query: CatalogueSearchQuery;
  /** A filter changed (`changedAt`: when the user changed it, for the address bar's pause). */
  onChange(change: Partial<CatalogueSearchQuery>, changedAt?: number): void;
  /** A key in the search text, before it searches (restarts the address bar's pause). */
  onTyping?(changedAt: number): void;
}

function chosen(ids: readonly string[], options: readonly TypeaheadOption[]): TypeaheadOption[] {
  const byId = new Map(options.map((option) => [option.value, option]));
  return ids.map((id) => byId.get(id) ?? { value: id, label: id });
}

/** The catalogue's filters: search type, text, category, conditions, genes and the New York filter. */
export function CatalogueFilters({ query, onChange, onTyping }: CatalogueFiltersProps) {
  const categories = useCatalogueQuery('categories', {});
  const conditions = useCatalogueQuery('conditions', {});
  const genes = useCatalogueQuery('genes', {});
  const { text, setText, submit } = useSearchText(query.term, onChange, onTyping);

  const categoryOptions = useMemo(() => {
    const list = categories.data?.categories ?? [];
    const names = new Map(list.map((category) => [category.id, category.name]));
    return list
      .map((category) => ({
        value: category.id,
        label: category.parent
          ? `${names.get(category.parent) ?? category.parent} › ${category.name}`
          : category.name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [categories.data]);
  const conditionOptions = useMemo<TypeaheadOption[]>(
    () =>
      (conditions.data?.conditions ?? []).map((condition) => ({
        value: condition.id,
        label: condition.name,
      })),
    [conditions.data],
  );
  const geneOptions = useMemo<TypeaheadOption[]>(
    () =>
      (genes.data?.genes ?? []).map((gene) => ({
        value: gene.id,
        label: gene.name,
        description: gene.fullName,
      })),
    [genes.data],
  );

  // A filter of several chosen options (conditions, genes), kept in the query as their ids.
  const manyOf = (
    label: string,
    filter: 'conditions' | 'genes',
    options: readonly TypeaheadOption[],
  ) => (
    <LazyTypeahead
      label={label}
      selectionMode="multiple"
      options={options}
      value={chosen(query[filter], options)}
      onChange={(value) => onChange({ [filter]: value.map((option) => option.value) })}
    />
  );

  return (
    <form role="search" aria-label="Test catalogue" className={styles.filters} onSubmit={submit}>
      <RadioGroup
        label="Search for"
        layout="inline"
        name="searchType"
        value={query.searchType}
        options={textOptions(SearchTypes)}
        onValueChange={(value) => onChange({ searchType: value as SearchType })}
      />
      <TextField
        label={query.searchType === 'Genes' ? 'Search genes' : 'Search tests'}
        type="search"
        name="term"
        value={text}
        description="Name, code, synonym, gene or condition"
        onChange={(event) => setText(event.target.value)}
      />
      <Select
        label="Category"
        name="category"
        placeholder="All categories"
        value={query.category ?? ''}
        options={categoryOptions}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
      />
      {manyOf('Conditions', 'conditions', conditionOptions)}
      {manyOf('Genes', 'genes', geneOptions)}
      <Checkbox
        label="Only tests approved in New York State"
        name="nyApproved"
        checked={query.nyApproved}
        onChange={(event) => onChange({ nyApproved: event.target.checked })}
      />
    </form>
  );
}
