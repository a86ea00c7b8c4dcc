import type { TypeaheadOption } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { queryCatalogue, type CatalogueTestSummary } from '../catalogue/catalogueGraphql.ts';
import { testDetailPath } from '../catalogue/catalogueRoutes.ts';
import { useFavorites } from './FavoritesProvider.tsx';
import { FavoriteList } from './FavoriteList.tsx';
import { FavoriteSearch, favoriteOption } from './FavoriteSearch.tsx';
import { favoritePanel, isPanelTest, panelFavorite, type FavoritePanel } from './favoriteItems.ts';
import type { SavedFavorite } from './favoriteCollections.ts';

interface PanelOption extends TypeaheadOption {
  test: CatalogueTestSummary;
}

/** "12 genes: MYH7, MYBPC3, TNNT2 and 9 more" */
export function describeGenes(genes: FavoritePanel['genes']): string {
  const chosen = genes.filter((gene) => gene.selected).map((gene) => gene.name);
  const shown = chosen.slice(0, 3).join(', ');
  const more = chosen.length > 3 ? ` and ${String(chosen.length - 3)} more` : '';
  return `${String(chosen.length)} ${chosen.length === 1 ? 'gene' : 'genes'}${shown ? `: ${shown}${more}` : ''}`;
}

export function panelHref(favorite: SavedFavorite): string | null {
  const panel = favoritePanel(favorite);
  return panel ? testDetailPath(panel.code, panel.slug, 'Panels') : null;
}

/** The panels tab: a catalogue typeahead to save a panel test, and the saved panels. */
export function PanelFavorites() {
  const { api } = usePortalServices();
  const favorites = useFavorites();

  const loadPanels = async (query: string, { signal }: { signal: AbortSignal }) => {
    const answer = await queryCatalogue(
      api,
      'searchTests',
      { term: query, page: 1, pageSize: 20 },
      { kind: 'tests-search', signal },
    );
    return answer.searchTests.items.filter(isPanelTest).map((test) =>
      favoriteOption<PanelOption>(
        {
          value: test.id,
          label: test.name,
          description: `${test.test_code} · ${String(test.genes.length)} genes`,
          test,
        },
        favorites.isFavorite('Panels', test.id),
      ),
    );
  };

  return (
    <>
      <FavoriteSearch<PanelOption>
        label="Add a panel from the catalogue"
        description="Type a panel’s name, code, a gene or a condition."
        loadOptions={loadPanels}
        minSearchLength={2}
        onPick={(option) => favorites.add('Panels', panelFavorite(option.test))}
      />
      <FavoriteList
        type="Panels"
        label="Saved panels"
        hrefOf={panelHref}
        detailOf={(favorite) => {
          const panel = favoritePanel(favorite);
          return panel ? `${panel.code} · ${describeGenes(panel.genes)}` : null;
        }}
      />
    </>
  );
}
