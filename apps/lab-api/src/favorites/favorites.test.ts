import { describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1/favorites';

const tests = JSON.stringify([
  {
    id: '1',
    key: 'test-c1001',
    name: 'Hypertrophic Cardiomyopathy Panel',
    slug: 'hcm',
    code: 'C1001',
  },
]);
const diagnoses = JSON.stringify([
  { code: 'E84.0', description: 'Cystic fibrosis', isBookmark: true },
]);

async function getFavorites(as: string) {
  const response = await server.request(`${base}/get`, { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Array<{ Type: string; Blob: string }> }).data;
}

const save = (json: unknown, as: string = demoUsers.ada) =>
  server.request(base, { method: 'POST', as, json });

describe('favorites', () => {
  it('are empty for a new user and need a sign-in', async () => {
    expect(await getFavorites(demoUsers.newProvider)).toEqual([]);
    expect((await server.request(`${base}/get`)).status).toBe(401);
    expect((await server.request(base, { method: 'POST', json: [] })).status).toBe(401);
  });

  it('save the collections sent, keep the others, and are kept per user', async () => {
    const first = await save([
      { Type: 'Diagnosis', Blob: diagnoses },
      { Type: 'Tests', Blob: tests },
    ]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      data: [
        { Type: 'Tests', Blob: tests },
        { Type: 'Diagnosis', Blob: diagnoses },
      ],
    });
    await save([
      { Type: 'Tests', Blob: '[]' },
      { Type: 'Filters', Blob: JSON.stringify(['searchType=Tests&term=brca']) },
    ]);
    expect(await getFavorites(demoUsers.ada)).toEqual([
      { Type: 'Tests', Blob: '[]' },
      { Type: 'Diagnosis', Blob: diagnoses },
      { Type: 'Filters', Blob: '["searchType=Tests&term=brca"]' },
    ]);
    expect(await getFavorites(demoUsers.sam)).toEqual([]);
    // A user without a lab profile keeps favorites too (any signed-in user).
    expect((await save([{ Type: 'Panels', Blob: '[]' }], demoUsers.noAccount)).status).toBe(200);
    expect(await getFavorites(demoUsers.noAccount)).toEqual([{ Type: 'Panels', Blob: '[]' }]);
  });

  it('refuse an unknown Type, a Blob that is not an encoded list, repeats and oversized Blobs', async () => {
    const cases: unknown[] = [
      [{ Type: 'Patients', Blob: '[]' }],
      [{ Type: 'Tests', Blob: 'not json' }],
      [{ Type: 'Tests', Blob: '{"id":1}' }],
      [{ Type: 'Tests', Blob: '[1, 2]' }],
      [{ Type: 'Tests' }],
      [
        { Type: 'Tests', Blob: '[]' },
        { Type: 'Tests', Blob: '[]' },
      ],
      [
        {
          Type: 'Tests',
          Blob: JSON.stringify(Array.from({ length: 201 }, (_, i) => ({ id: String(i) }))),
        },
      ],
      [{ Type: 'Tests', Blob: JSON.stringify([{ note: 'x'.repeat(70_000) }]) }],
      { Type: 'Tests', Blob: '[]' },
    ];
    for (const json of cases) {
      const response = await save(json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
    expect(await getFavorites(demoUsers.ada)).toHaveLength(3);
  });
});
