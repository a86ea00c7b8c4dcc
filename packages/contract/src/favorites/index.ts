export {
  favoriteBlobField,
  favoriteBlobMaxLength,
  favoriteItemSchema,
  favoriteItemsMax,
  favoriteTypeSchema,
  getFavorites,
  saveFavorites,
  type FavoriteItem,
} from './favorites-calls.js';
