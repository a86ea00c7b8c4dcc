import { useEffect, useMemo, useRef, useState } from 'react';
import { Checkbox, RadioGroup, Select, TextField, Typeahead, type TypeaheadOption } from '@loci/ui';
import { SearchTypes, type CatalogueSearchQuery, type SearchType } from '@loci/domain';
import { useCatalogueQuery } from './catalogueGraphql.ts';
import * as styles from './CatalogueSearchPage.css.ts';

/** How long the search text waits after the last key before it searches (the typeahead pause). */
export const searchTextDebounceMs = 300;

interface CatalogueFiltersProps {
  query: CatalogueSearchQuery;
  onChange(change: Partial<CatalogueSearchQuery>): void;
}

function chosen(ids: readonly string[], options: readonly TypeaheadOption[]): TypeaheadOption[] {
  const byId = new Map(options.map((option) => [option.value, option]));
  return ids.map((id) => byId.get(id) ?? { value: id, label: id });
}

/** The catalogue's filters: search type, text, category, conditions, genes and the New York filter. */
export function CatalogueFilters({ query, onChange }: CatalogueFiltersProps) {
  const categories = useCatalogueQuery('categories', {});
  const conditions = useCatalogueQuery('conditions', {});
  const genes = useCatalogueQuery('genes', {});
  const [text, setText] = useState(query.term);
  const typed = useRef(query.term);

  // A new address (deep link, back button) brings its own text.
  useEffect(() => {
    if (query.term !== typed.current) {
      typed.current = query.term;
      setText(query.term);
    }
  }, [query.term]);

  useEffect(() => {
    if (text === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = text;
      onChange({ term: text });
    }, searchTextDebounceMs);
    return () => clearTimeout(timer);
  }, [text, onChange]);

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

  return (
    <form
      role="search"
      aria-label="Test catalogue"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        typed.current = text;
        onChange({ term: text });
      }}
    >
      <RadioGroup
        label="Search for"
        layout="inline"
        name="searchType"
        value={query.searchType}
        options={SearchTypes.map((type) => ({ value: type, label: type }))}
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
      <Typeahead
        label="Conditions"
        selectionMode="multiple"
        options={conditionOptions}
        value={chosen(query.conditions, conditionOptions)}
        onChange={(value) => onChange({ conditions: value.map((option) => option.value) })}
      />
      <Typeahead
        label="Genes"
        selectionMode="multiple"
        options={geneOptions}
        value={chosen(query.genes, geneOptions)}
        onChange={(value) => onChange({ genes: value.map((option) => option.value) })}
      />
      <Checkbox
        label="Only tests approved in New York State"
        name="nyApproved"
        checked={query.nyApproved}
        onChange={(event) => onChange({ nyApproved: event.target.checked })}
      />
    </form>
  );
}
