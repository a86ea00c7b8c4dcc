import { Link } from 'react-router-dom';
import { Button, EmptyState, Spinner } from '@loci/ui';
import { FavoritesViewTypes, type FavoriteType, type FavoritesViewType } from '@loci/domain';
import { usePageHeading } from '../coming-soon/ComingSoon.tsx';
import { testDetailPath } from '../catalogue/catalogueRoutes.ts';
import { useFavorites } from './FavoritesProvider.tsx';
import {
  collectionOfType,
  favoriteTestData,
  type FavoriteFilterData,
  type SavedFavorite,
} from './favoriteCollections.ts';
import * as page from '../shell/page.css.ts';
import * as styles from '../catalogue/CatalogueSearchPage.css.ts';

const viewLabels: Record<FavoritesViewType, string> = {
  Tests: 'Tests',
  Slices: 'Slices',
  Panels: 'Panels',
  Diagnosis: 'Diagnosis codes',
};

/** A favorite's deep link: the item's address with the fav query (document 1 section 2). */
export function favoriteHref(type: FavoriteType, favorite: SavedFavorite): string | null {
  if (type === 'Tests') {
    const test = favoriteTestData(favorite);
    return test ? testDetailPath(test.code, test.slug, 'Tests') : null;
  }
  if (type === 'Filters') {
    const data = favorite.data as Partial<FavoriteFilterData> | null;
    return typeof data?.search === 'string' ? `/tests?${data.search}` : null;
  }
  return null;
}

function FavoriteList({ type, items }: { type: FavoriteType; items: readonly SavedFavorite[] }) {
  const favorites = useFavorites();
  if (items.length === 0) {
    return <EmptyState headingLevel={3} title="Nothing saved yet" />;
  }
  return (
    <ul className={styles.results} aria-label={`Saved ${type.toLowerCase()}`}>
      {items.map((favorite) => {
        const href = favoriteHref(type, favorite);
        return (
          <li key={favorite.key} className={styles.result}>
            <div className={styles.resultBody}>
              {href ? <Link to={href}>{favorite.name}</Link> : <span>{favorite.name}</span>}
            </div>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Remove ${favorite.name} from favorites`}
              onClick={() => favorites.remove(type, favorite.key)}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** `/user-account#profile/favorites?fav=Tests|Slices|Panels|Diagnosis`: the saved favorites. */
export function FavoritesPage({ fav }: { fav: string | null }) {
  const kind = FavoritesViewTypes.find((type) => type === fav) ?? 'Tests';
  const heading = usePageHeading('Favorites');
  const favorites = useFavorites();
  return (
    <section className={page.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={page.title} ref={heading} tabIndex={-1}>
        Favorites
      </h1>
      <nav aria-label="Kinds of favorite">
        <ul className={styles.plainToolbar}>
          {FavoritesViewTypes.map((type) => (
            <li key={type}>
              <Link
                to={`/user-account#profile/favorites?fav=${type}`}
                className={styles.rowLink}
                aria-current={type === kind ? 'page' : undefined}
              >
                {viewLabels[type]} ({favorites.favorites[collectionOfType[type]].length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {favorites.status === 'loading' ? <Spinner label="Loading your favorites" /> : null}
      <h2>Saved {viewLabels[kind].toLowerCase()}</h2>
      <FavoriteList type={kind} items={favorites.favorites[collectionOfType[kind]]} />
      <h2>Saved filters</h2>
      <FavoriteList type="Filters" items={favorites.favorites.filters} />
    </section>
  );
}
