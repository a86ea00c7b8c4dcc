import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@loci/ui';
import type { FavoriteType } from '@loci/domain';
import { useFavorites } from './FavoritesProvider.tsx';
import { collectionOfType, type SavedFavorite } from './favoriteCollections.ts';
import * as styles from '../catalogue/CatalogueSearchPage.css.ts';

export interface FavoriteListProps {
  /** The collection listed: the saved favorites of this type. */
  type: FavoriteType;
  /** The list's accessible name, e.g. "Saved diagnosis codes". */
  label: string;
  /** The item's deep link (null: shown as text). */
  hrefOf?: (favorite: SavedFavorite) => string | null;
  /** A second line under the name (genes, payment type, code). */
  detailOf?: (favorite: SavedFavorite) => ReactNode;
}

/** Saved favorites of one collection, each with its deep link and a remove button. */
export function FavoriteList({ type, label, hrefOf, detailOf }: FavoriteListProps) {
  const favorites = useFavorites();
  const items = favorites.favorites[collectionOfType[type]];
  if (items.length === 0) {
    return <EmptyState headingLevel={3} title="Nothing saved yet" />;
  }
  return (
    <ul className={styles.results} aria-label={label}>
      {items.map((favorite) => {
        const href = hrefOf?.(favorite) ?? null;
        const detail = detailOf?.(favorite);
        return (
          <li key={favorite.key} className={styles.result}>
            <div className={styles.resultBody}>
              {href ? <Link to={href}>{favorite.name}</Link> : <span>{favorite.name}</span>}
              {detail ? <p className={styles.muted}>{detail}</p> : null}
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
