import { useState, type FormEvent } from 'react';
import { Button, TextField, type TypeaheadOption, Inline } from '@loci/ui';
import { ValidationMessages } from '@loci/domain';
import type { CatalogueTest } from '@loci/contract';
import { useFavorites } from './FavoritesProvider.tsx';
import { isPanelTest, panelFavorite, sliceFavorite, sliceSlugOf } from './favoriteItems.ts';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import * as page from '../shell/page.css.ts';

type FavoriteTest = Pick<
  CatalogueTest,
  'id' | 'name' | 'test_code' | 'slug' | 'customizable' | 'max_number_of_genes'
> & {
  genes: ReadonlyArray<{ id: string; name: string }>;
  optional_genes: ReadonlyArray<{ id: string; name: string }>;
};

/** A slice test: the genes are chosen from its optional genes. */
export function isSliceTest(test: Pick<FavoriteTest, 'customizable' | 'optional_genes'>): boolean {
  return test.customizable && test.optional_genes.length > 0;
}

/** "Save as favorite panel" on a panel test's page (pressed while it is saved). */
function SavePanel({ test }: { test: FavoriteTest }) {
  const favorites = useFavorites();
  const saved = favorites.isFavorite('Panels', test.id);
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      onClick={() =>
        saved ? favorites.remove('Panels', test.id) : favorites.add('Panels', panelFavorite(test))
      }
    >
      {saved ? 'Remove panel from favorites' : 'Save as favorite panel'}
    </Button>
  );
}

/** A slice test's gene chooser and name, saved as a favorite slice. */
function SaveSlice({ test }: { test: FavoriteTest }) {
  const favorites = useFavorites();
  const [genes, setGenes] = useState<TypeaheadOption[]>([]);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'genes'; message: string } | null>(null);
  const options = test.optional_genes.map((gene) => ({ value: gene.id, label: gene.name }));
  const most = test.max_number_of_genes;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (genes.length === 0) {
      setProblem({ field: 'genes', message: ValidationMessages.notEmptyArray });
      return;
    }
    if (most !== null && genes.length > most) {
      setProblem({ field: 'genes', message: `Choose at most ${String(most)} genes.` });
      return;
    }
    if (!name.trim()) {
      setProblem({ field: 'name', message: ValidationMessages.required });
      return;
    }
    const favorite = sliceFavorite(
      test,
      name,
      genes.map((gene) => ({ id: gene.value, name: gene.label })),
    );
    if (favorites.isFavorite('Slices', favorite.key)) {
      setProblem({
        field: 'name',
        message: 'A favorite slice of this test already has this name.',
      });
      return;
    }
    setProblem(null);
    favorites.add('Slices', favorite);
    setGenes([]);
    setName('');
  };

  return (
    <form className={page.page} aria-label="Save a favorite slice" onSubmit={save} noValidate>
      <h2>Save a favorite slice</h2>
      <LazyTypeahead
        selectionMode="multiple"
        label="Genes of the slice"
        description={most !== null ? `Up to ${String(most)} genes.` : undefined}
        options={options}
        value={genes}
        onChange={setGenes}
        error={problem?.field === 'genes' ? problem.message : undefined}
      />
      <TextField
        label="Slice name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        description={name.trim() ? `Saved as “${sliceSlugOf(name)}”.` : undefined}
        error={problem?.field === 'name' ? problem.message : undefined}
      />
      <Inline>
        <Button type="submit" variant="secondary">
          Save as favorite slice
        </Button>
      </Inline>
    </form>
  );
}

/**
 * The favorite controls a test's page adds beside "Add to favorites": a panel test is saved as a
 * favorite panel, a slice test's chosen genes as a named favorite slice.
 */
export function SaveAsFavorite({ test }: { test: FavoriteTest }) {
  if (isSliceTest(test)) return <SaveSlice test={test} />;
  if (isPanelTest(test)) return <SavePanel test={test} />;
  return null;
}
