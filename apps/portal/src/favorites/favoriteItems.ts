// The saved favorites the catalogue makes: a test (by catalogue id, with code and slug for its
// deep link) and a search filter (by its query string, named after what it filters).
import type { CatalogueSearchQuery } from '@loci/domain';
import type { FavoriteTestData, SavedFavorite } from './favoriteCollections.ts';

export function testFavorite(test: {
  id: string;
  name: string;
  test_code: string;
  slug: string;
}): SavedFavorite {
  const data: FavoriteTestData = { id: test.id, code: test.test_code, slug: test.slug };
  return { key: test.id, name: test.name, data };
}

/** A readable name for a saved filter, e.g. "Tests: "brca" · category oncology · 2 genes". */
export function describeFilter(query: CatalogueSearchQuery): string {
  const parts: string[] = [];
  if (query.term.trim()) parts.push(`“${query.term.trim()}”`);
  if (query.category) parts.push(`category ${query.category}`);
  if (query.conditions.length > 0) {
    parts.push(
      `${String(query.conditions.length)} ${query.conditions.length === 1 ? 'condition' : 'conditions'}`,
    );
  }
  if (query.genes.length > 0) {
    parts.push(`genes ${query.genes.map((gene) => gene.toUpperCase()).join(', ')}`);
  }
  if (query.nyApproved) parts.push('approved in New York State');
  return `${query.searchType}: ${parts.length > 0 ? parts.join(' · ') : 'everything'}`;
}
