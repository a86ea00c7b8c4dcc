// The saved favorites the portal makes, one builder and one reader per collection (document 1
// section 3): a test (catalogue id, code and slug for its deep link), a search filter (its query
// string), a panel (a panel test with its genes), a slice (a named gene set of a slice test), a
// diagnosis code (code and description) and an insurance plan (plan code, name, payment type).
import type { CatalogueSearchQuery, InsurancePaymentType } from '@loci/domain';
import { InsurancePaymentTypes } from '@loci/domain';
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

/** A gene of a saved panel or slice (document 1 section 3: id, selected, name). */
export interface FavoriteGene {
  id: string;
  name: string;
  selected: boolean;
}

/** A saved panel (document 1 section 3: id, name, saveName, slug, genes, key) and its test code. */
export interface FavoritePanel {
  key: string;
  id: string;
  name: string;
  saveName: string;
  slug: string;
  code: string;
  genes: FavoriteGene[];
}

/** A saved slice (document 1 section 3: name, slug, testCode, testName, genes, key). */
export interface FavoriteSlice {
  key: string;
  name: string;
  slug: string;
  testCode: string;
  testName: string;
  genes: FavoriteGene[];
  /** The slice saved offline in the slice tool (GetSliceDetails reopens it), when it was. */
  offlineOrderId?: number;
}

/** A saved diagnosis code (document 1 section 3: code, description, isBookmark). */
export interface FavoriteDiagnosis {
  code: string;
  description: string;
  isBookmark: boolean;
}

/** A saved insurance plan: what the order form needs to offer it again. */
export interface FavoriteInsurance {
  planCode: string;
  planName: string;
  company: string;
  paymentType: InsurancePaymentType;
}

type Fields<T> = { [K in keyof T]?: unknown };

function dataOf<T>(favorite: SavedFavorite): Fields<T> | null {
  const data = favorite.data as unknown;
  return typeof data === 'object' && data !== null ? (data as Fields<T>) : null;
}

function genesOf(value: unknown): FavoriteGene[] | null {
  if (!Array.isArray(value)) return null;
  const genes: FavoriteGene[] = [];
  for (const gene of value as unknown[]) {
    if (typeof gene !== 'object' || gene === null) return null;
    const { id, name, selected } = gene as Fields<FavoriteGene>;
    if (typeof id !== 'string' || typeof name !== 'string') return null;
    genes.push({ id, name, selected: selected !== false });
  }
  return genes;
}

/** A text of saved data, or the fallback where it is missing or not text. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * A saved gene set's data (a panel's or a slice's) with its genes, its slug and its test code
 * (held in `codeField`); null where any of them is missing.
 */
function geneSetOf<T extends { slug: string; genes: FavoriteGene[] }>(
  favorite: SavedFavorite,
  codeField: keyof T,
) {
  const data = dataOf<T>(favorite);
  const genes = genesOf(data?.genes);
  const code = data?.[codeField];
  if (!data || !genes || typeof data.slug !== 'string' || typeof code !== 'string') return null;
  return { data, genes, slug: data.slug, code };
}

/** A stored id that can name a row (a blob is the browser's, so its fields are checked). */
const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A readable slug for a saved slice's name ("My HCM genes" → "my-hcm-genes"). */
export function sliceSlugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'slice';
}

export function panelFavorite(test: {
  id: string;
  name: string;
  test_code: string;
  slug: string;
  genes: ReadonlyArray<{ id: string; name: string }>;
}): SavedFavorite {
  const data: Omit<FavoritePanel, 'key'> = {
    id: test.id,
    name: test.name,
    saveName: test.name,
    slug: test.slug,
    code: test.test_code,
    genes: test.genes.map((gene) => ({ id: gene.id, name: gene.name, selected: true })),
  };
  return { key: test.id, name: test.name, data };
}

export function favoritePanel(favorite: SavedFavorite): FavoritePanel | null {
  const set = geneSetOf<FavoritePanel>(favorite, 'code');
  return set
    ? {
        key: favorite.key,
        id: textOr(set.data.id, favorite.key),
        name: textOr(set.data.name, favorite.name),
        saveName: textOr(set.data.saveName, favorite.name),
        slug: set.slug,
        code: set.code,
        genes: set.genes,
      }
    : null;
}

/** A named gene set of a slice test; its key is the test code and the slug of its name. */
export function sliceFavorite(
  test: { name: string; test_code: string },
  name: string,
  genes: ReadonlyArray<{ id: string; name: string }>,
  offlineOrderId?: number,
): SavedFavorite {
  const saveName = name.trim();
  const slug = sliceSlugOf(saveName);
  const data: Omit<FavoriteSlice, 'key'> = {
    name: saveName,
    slug,
    testCode: test.test_code,
    testName: test.name,
    genes: genes.map((gene) => ({ id: gene.id, name: gene.name, selected: true })),
    ...(offlineOrderId === undefined ? {} : { offlineOrderId }),
  };
  return { key: `${test.test_code}:${slug}`, name: saveName, data };
}

export function favoriteSlice(favorite: SavedFavorite): FavoriteSlice | null {
  const set = geneSetOf<FavoriteSlice>(favorite, 'testCode');
  return set
    ? {
        key: favorite.key,
        name: textOr(set.data.name, favorite.name),
        slug: set.slug,
        testCode: set.code,
        testName: textOr(set.data.testName, set.code),
        genes: set.genes,
        ...(isRowId(set.data.offlineOrderId) ? { offlineOrderId: set.data.offlineOrderId } : {}),
      }
    : null;
}

/** A saved diagnosis code: the key is the code (what the verification checks). */
export function diagnosisFavorite(icd: { code: string; description: string }): SavedFavorite {
  const data: FavoriteDiagnosis = {
    code: icd.code,
    description: icd.description,
    isBookmark: true,
  };
  return { key: icd.code, name: icd.description, data };
}

export function favoriteDiagnosis(favorite: SavedFavorite): FavoriteDiagnosis {
  const data = dataOf<FavoriteDiagnosis>(favorite);
  return {
    code: textOr(data?.code, favorite.key),
    description: textOr(data?.description, favorite.name),
    isBookmark: true,
  };
}

/** A saved insurance plan: the key is the payment type and the plan code. */
export function insuranceFavorite(plan: FavoriteInsurance): SavedFavorite {
  return { key: `${plan.paymentType}:${plan.planCode}`, name: plan.planName, data: { ...plan } };
}

export function favoriteInsurance(favorite: SavedFavorite): FavoriteInsurance | null {
  const data = dataOf<FavoriteInsurance>(favorite);
  if (
    !data ||
    typeof data.planCode !== 'string' ||
    !InsurancePaymentTypes.includes(data.paymentType as InsurancePaymentType)
  ) {
    return null;
  }
  return {
    planCode: data.planCode,
    planName: textOr(data.planName, favorite.name),
    company: textOr(data.company, ''),
    paymentType: data.paymentType as InsurancePaymentType,
  };
}

/** A panel test: a fixed list of several genes (not a slice, whose genes are chosen). */
export function isPanelTest(test: { customizable: boolean; genes: readonly unknown[] }): boolean {
  return !test.customizable && test.genes.length > 1;
}
