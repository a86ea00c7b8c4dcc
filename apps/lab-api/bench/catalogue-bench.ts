// Catalogue search latency: 500 varied searches (codes, gene symbols, typos, words, condition,
// category and nyApproved filters, later pages) on the full seeded catalogue, measured one at a
// time, in the database (the search query) and end to end (GraphQL over HTTP).
import { catalogueQueries } from '@loci/contract';
import { searchTests, type CatalogueSearchInput } from '../src/catalogue/catalogue-search.js';
import { seedCatalogue } from '../src/catalogue/seed-catalogue.js';
import { seededRandom, pick } from '../src/seed/seeded-random.js';
import { startTestServer } from '../src/testing/test-server.js';
import type { BenchFigure } from './platform-bench.js';

const searchCount = 500;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const index = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, index) + (word[index + 1] ?? '') + word[index] + word.slice(index + 2);
}

/** 500 searches drawn with a fixed seed from the catalogue's own codes, genes and words. */
function searches(
  codes: string[],
  symbols: string[],
  conditions: string[],
  categories: string[],
): CatalogueSearchInput[] {
  const random = seededRandom(42);
  const words = [
    'cardiomyopathy',
    'epilepsy',
    'cancer',
    'hereditary',
    'panel',
    'exome',
    'carrier',
    'muscular dystrophy',
    'hypertrophic',
    'lynch',
    'metabolic',
    'ataxia',
    'sequencing',
    'prenatal',
    'hearing loss',
  ];
  return Array.from({ length: searchCount }, (_, index) => {
    const base: CatalogueSearchInput = {
      term: '',
      conditions: [],
      genes: [],
      nyApproved: false,
      page: 1,
      pageSize: 10,
    };
    switch (index % 8) {
      case 0:
        return { ...base, term: pick(random, codes) };
      case 1:
        return { ...base, term: pick(random, symbols) };
      case 2:
        return { ...base, term: typo(pick(random, symbols), random) };
      case 3:
        return { ...base, term: pick(random, words) };
      case 4:
        return { ...base, term: typo(pick(random, words), random), nyApproved: true };
      case 5:
        return {
          ...base,
          conditions: [pick(random, conditions)],
          page: 1 + Math.floor(random() * 2),
        };
      case 6:
        return {
          ...base,
          category: pick(random, categories),
          term: pick(random, words).slice(0, 5),
        };
      default:
        return { ...base, page: 1 + Math.floor(random() * 30), pageSize: 20 };
    }
  });
}

async function measure(
  run: () => Promise<unknown>,
  count: number,
): Promise<{ times: number[]; failures: number; seconds: number }> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    try {
      await run();
    } catch {
      failures += 1;
    }
    times.push(performance.now() - start);
  }
  return {
    times: times.sort((a, b) => a - b),
    failures,
    seconds: (performance.now() - started) / 1000,
  };
}

export async function runCatalogueBench(engine: string): Promise<BenchFigure[]> {
  const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '10000000' } });
  try {
    const db = server.database.db;
    await seedCatalogue(db, { scope: 'full' });
    const tests = await db
      .selectFrom('catalogue_test')
      .select('test_code')
      .where('hide_in_test_catalog', '=', false)
      .execute();
    const genes = await db
      .selectFrom('catalogue_test_gene')
      .innerJoin('catalogue_gene', 'catalogue_gene.id', 'catalogue_test_gene.gene_id')
      .select('catalogue_gene.symbol')
      .distinct()
      .orderBy('catalogue_gene.symbol')
      .execute();
    const conditions = await db
      .selectFrom('catalogue_condition')
      .select('id')
      .orderBy('id')
      .execute();
    const categories = await db
      .selectFrom('catalogue_category')
      .select('id')
      .orderBy('id')
      .execute();
    const inputs = searches(
      tests.map((row) => row.test_code).sort(),
      genes.map((row) => row.symbol),
      conditions.map((row) => row.id),
      categories.map((row) => row.id),
    );
    // Warm up (plans, caches), then measure.
    for (const input of inputs.slice(0, 40)) await searchTests(db, input);
    let next = 0;
    const sql = await measure(() => searchTests(db, inputs[next++ % inputs.length]!), searchCount);
    next = 0;
    const http = await measure(async () => {
      const input = inputs[next++ % inputs.length]!;
      const response = await fetch(`${server.baseUrl}/graphql/catalog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: catalogueQueries.searchTests, variables: input }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (!response.ok || body.errors) throw new Error('search failed');
    }, searchCount);
    const figure = (name: string, result: typeof sql): BenchFigure => ({
      name,
      engine,
      requests: searchCount,
      requestsPerSecond: Math.round(searchCount / result.seconds),
      p50Ms: percentile(result.times, 0.5),
      p99Ms: percentile(result.times, 0.99),
      failures: result.failures,
    });
    return [
      figure('catalogue searchTests (query, 500 varied)', sql),
      figure('catalogue searchTests (GraphQL over HTTP, 500 varied)', http),
    ];
  } finally {
    await server.close();
  }
}
