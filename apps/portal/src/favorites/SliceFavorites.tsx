import { Link } from 'react-router-dom';
import { sliceToolPath } from '../slice-tool/sliceToolPath.ts';
import { FavoriteList } from './FavoriteList.tsx';
import { favoriteSlice } from './favoriteItems.ts';
import type { SavedFavorite } from './favoriteCollections.ts';
import { describeGenes } from './PanelFavorites.tsx';
import * as styles from '../catalogue/CatalogueSearchPage.css.ts';

/** A saved slice opens in the slice tool: its test code, its slug and the fav query. */
export function sliceHref(favorite: SavedFavorite): string | null {
  const slice = favoriteSlice(favorite);
  if (!slice) return null;
  const query = new URLSearchParams({ code: slice.testCode, slice: slice.slug, fav: 'Slices' });
  return `${sliceToolPath}?${query.toString()}`;
}

/** The slices tab: the saved gene sets; new ones are saved in the slice tool. */
export function SliceFavorites() {
  return (
    <>
      <p className={styles.muted}>
        Build a gene set in the slice tool and save it there as a favorite slice.{' '}
        <Link to={sliceToolPath}>Open the slice tool</Link>
      </p>
      <FavoriteList
        type="Slices"
        label="Saved slices"
        hrefOf={sliceHref}
        detailOf={(favorite) => {
          const slice = favoriteSlice(favorite);
          return slice
            ? `${slice.testName} (${slice.testCode}) · ${describeGenes(slice.genes)}`
            : null;
        }}
      />
    </>
  );
}
