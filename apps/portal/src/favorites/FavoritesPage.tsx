import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner, Tabs, Stack } from '@loci/ui';
import { FavoritesViewTypes, type FavoriteType } from '@loci/domain';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { testDetailPath } from '../catalogue/catalogueRoutes.ts';
import { useFavorites } from './FavoritesProvider.tsx';
import { FavoriteList } from './FavoriteList.tsx';
import {
  collectionOfType,
  favoriteTestData,
  type FavoriteFilterData,
  type SavedFavorite,
} from './favoriteCollections.ts';
import { DiagnosisFavorites } from './DiagnosisFavorites.tsx';
import { InsuranceFavorites } from './InsuranceFavorites.tsx';
import { PanelFavorites, panelHref } from './PanelFavorites.tsx';
import { SliceFavorites, sliceHref } from './SliceFavorites.tsx';

/**
 * The tabs of the favorites view: the spec's fav values (Tests, Slices, Panels, Diagnosis) and
 * Insurances, the fifth saved collection (docs/decisions/favorites-screens.md).
 */
export const favoritesTabs = [
  ...FavoritesViewTypes,
  'Insurances',
] as const satisfies readonly FavoriteType[];

export type FavoritesTab = (typeof favoritesTabs)[number];

const tabLabels: Record<FavoritesTab, string> = {
  Tests: 'Tests',
  Slices: 'Slices',
  Panels: 'Panels',
  Diagnosis: 'Diagnosis codes',
  Insurances: 'Insurances',
};

/** The tab a fav query value chooses (Tests when absent or unknown). */
export function favoritesTabOf(fav: string | null): FavoritesTab {
  return favoritesTabs.find((tab) => tab === fav) ?? 'Tests';
}

/** The favorites view's address for a tab. */
export function favoritesPath(tab: FavoritesTab): string {
  return `/user-account#profile/favorites?fav=${tab}`;
}

/** A favorite's deep link: the item's address with the fav query (document 1 section 2). */
export function favoriteHref(type: FavoriteType, favorite: SavedFavorite): string | null {
  switch (type) {
    case 'Tests': {
      const test = favoriteTestData(favorite);
      return test ? testDetailPath(test.code, test.slug, 'Tests') : null;
    }
    case 'Filters': {
      const data = favorite.data as Partial<FavoriteFilterData> | null;
      return typeof data?.search === 'string' ? `/tests?${data.search}` : null;
    }
    case 'Panels':
      return panelHref(favorite);
    case 'Slices':
      return sliceHref(favorite);
    case 'Diagnosis':
    case 'Insurances':
      return null;
    default:
      return type satisfies never;
  }
}

function TestFavorites() {
  return (
    <FavoriteList
      type="Tests"
      label="Saved tests"
      hrefOf={(favorite) => favoriteHref('Tests', favorite)}
    />
  );
}

/** What each tab shows. */
const tabContents: Record<FavoritesTab, () => ReactNode> = {
  Tests: TestFavorites,
  Panels: PanelFavorites,
  Slices: SliceFavorites,
  Diagnosis: DiagnosisFavorites,
  Insurances: InsuranceFavorites,
};

function TabContent({ tab }: { tab: FavoritesTab }) {
  const Content = tabContents[tab];
  return <Content />;
}

/** `/user-account#profile/favorites?fav=Tests|Slices|Panels|Diagnosis|Insurances`: the saved favorites. */
export function FavoritesPage({ fav }: { fav: string | null }) {
  const tab = favoritesTabOf(fav);
  const favorites = useFavorites();
  const navigate = useNavigate();
  return (
    <ScreenSection title="Favorites" headingId="favorites-title">
      {favorites.status === 'loading' ? <Spinner label="Loading your favorites" /> : null}
      <Tabs
        label="Kinds of favorite"
        value={tab}
        onValueChange={(value) => navigate(favoritesPath(favoritesTabOf(value)))}
        items={favoritesTabs.map((kind) => ({
          value: kind,
          label: `${tabLabels[kind]} (${String(favorites.favorites[collectionOfType[kind]].length)})`,
          content: (
            <Stack gap="md">
              <h2>Saved {tabLabels[kind].toLowerCase()}</h2>
              {kind === tab ? <TabContent tab={kind} /> : null}
            </Stack>
          ),
        }))}
      />
      <h2>Saved filters</h2>
      <FavoriteList
        type="Filters"
        label="Saved filters"
        hrefOf={(favorite) => favoriteHref('Filters', favorite)}
      />
    </ScreenSection>
  );
}
