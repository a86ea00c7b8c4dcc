// Patient search on 100,000 patients (issue 6): the demo seed plus 100,000 generated patients
// over the three demo accounts (only here, never in the normal seed), searched through the whole
// stack by Dr. Okafor (two approved accounts): by partial name, two names in any order, date of
// birth, e-mail prefix, patient id, the default first page, and by accession number
// (POST /patient/search/accession: one accession, and the first page of patients with their
// orders' accessions; the generated patients have no orders, the demo patients' orders do).
// Run alone (both engines when DATABASE_URL is set):
// `bash ../../scripts/with-postgres.sh tsx bench/patient-bench.ts` inside apps/lab-api.
// BENCH_PATIENTS and BENCH_SECONDS make a short trial run.
import { loadavg } from 'node:os';
import type { LabKysely } from '../src/db/create-database.js';
import { demoPatientAccounts, seedManyPatients } from '../src/patients/seed-patients.js';
import type { BenchFigure } from './platform-bench.js';
import {
  benchToken,
  callOnce,
  figureOf,
  loadCall,
  runWhenMain,
  withBenchServer,
  type Bench,
} from './bench-runner.js';

export const benchPatientCount = Number(process.env.BENCH_PATIENTS ?? 100_000);

interface PatientSearchCase {
  name: string;
  body: Record<string, unknown>;
  /** POST /patient/search/accession instead of /patient/search. */
  accession?: true;
  /** The search must find something (a known accession or id), checked before measuring. */
  mustFind?: true;
}

/** A demo order's accession number in account 1001 (seeded with the demo patients). */
const demoAccession = 'AC00500002';

const searches: PatientSearchCase[] = [
  { name: 'patient search: first page', body: {} },
  { name: 'patient search: partial name', body: { SearchTerm: 'tanak' } },
  { name: 'patient search: two names, any order', body: { SearchTerm: 'garcia ava' } },
  { name: 'patient search: date of birth', body: { SearchTerm: '03/14/1987' } },
  { name: 'patient search: e-mail prefix', body: { SearchTerm: 'ava.kim' } },
  {
    name: 'patient search: last name initial',
    body: { SearchTerm: 'M', FirstCharLastNameOnly: true },
  },
  {
    name: 'accession search: one accession number',
    body: { SearchTerm: demoAccession },
    accession: true,
    mustFind: true,
  },
  { name: 'accession search: first page', body: {}, accession: true },
];

/** A generated patient of account 1001 half-way through the bulk load, for the search by id. */
async function patientIdCase(db: LabKysely): Promise<PatientSearchCase> {
  const ids = await db
    .selectFrom('patient')
    .select('id')
    .where('account_id', '=', demoPatientAccounts[0]!.accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(Math.floor(benchPatientCount / demoPatientAccounts.length / 2))
    .execute();
  const id = ids[0]?.id;
  if (id === undefined) throw new Error('no generated patient of account 1001');
  return { name: 'patient search: patient id', body: { SearchTerm: String(id) }, mustFind: true };
}

export const runPatientBench: Bench = (engine, durationSeconds) =>
  withBenchServer(async (server) => {
    const started = Date.now();
    await seedManyPatients(
      server.database.db,
      benchPatientCount,
      demoPatientAccounts.map((account) => account.accountId),
    );
    console.log(`${engine}: ${benchPatientCount} patients seeded in ${Date.now() - started} ms`);
    const token = await benchToken(server);
    const figures: BenchFigure[] = [];
    const cases = [...searches, await patientIdCase(server.database.db)];
    for (const search of cases) {
      const path = search.accession ? 'patient/search/accession' : 'patient/search';
      const call = { path: `/api/portal/v1.0.1/${path}`, body: search.body };
      const check = await callOnce(server.baseUrl, token, call);
      const found = ((await check.json()) as { data?: { items?: unknown[] } }).data?.items;
      if (check.status !== 200 || (search.mustFind && !found?.length))
        throw new Error(`${search.name} found nothing (HTTP ${check.status})`);
      const result = await loadCall(server.baseUrl, token, call, {
        durationSeconds,
        connections: 8,
      });
      console.log(
        `${engine} ${search.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${Math.round(result.requests.average)} req/s, load average ${loadAverage()}`,
      );
      figures.push(figureOf(`${search.name} (${benchPatientCount / 1000}k)`, engine, result));
    }
    return figures;
  });

/** The machine's 1, 5 and 15 minute load averages, for reading the figures. */
function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

await runWhenMain(import.meta.url, runPatientBench);
