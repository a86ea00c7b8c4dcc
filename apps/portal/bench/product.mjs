// What the portal's benches share: the built product started on a fresh data folder, a real
// sign-in through the lab's sign-in page, the median of runs, and the results folder (latest.json
// compared with the previous run's).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const portalDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = path.join(portalDir, '..', '..');
export const resultsDir = path.join(portalDir, 'bench', 'results');
export const runs = Number(process.env.BENCH_RUNS ?? 5);
export const demoPassword = 'loci-demo';
export const signedInUser = 'dr.ada@loci.test';

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const format = (value, digits = 0) =>
  value === null || value === undefined ? '-' : Number(value).toFixed(digits);

/**
 * The built lab server and portal (the benches measure the built files); stops the run when they
 * are not built.
 */
export function builtProduct() {
  const main = path.join(repoDir, 'apps', 'lab-api', 'dist', 'main.js');
  const portalDist = path.join(portalDir, 'dist');
  if (!existsSync(main) || !existsSync(path.join(portalDist, 'index.html'))) {
    console.error('build first: npx turbo run build --filter=@loci/portal --filter=@loci/lab-api');
    process.exit(1);
  }
  return { main, portalDist };
}

/** Starts the built lab server (and its portal) on `origin`'s port; answers its stop function. */
export async function startServer(origin, main, portalDist) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loci-bench-'));
  const server = spawn(process.execPath, [main], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOCI_DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...(portalDist ? { PORTAL_DIST: portalDist } : {}),
    },
  });
  // A first start seeds a fresh database: allow it minutes on a busy machine.
  let up = false;
  for (let attempt = 0; attempt < 1200 && !up; attempt += 1) {
    try {
      up = (await fetch(`${origin}/healthz`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!up) {
    server.kill('SIGTERM');
    throw new Error(`the lab server (${main}) did not answer /healthz`);
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Signs in as `signedInUser` from the home page, through the lab's sign-in page. */
export async function signIn(page, origin) {
  await page.goto(`${origin}/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(signedInUser);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/user-account');
}

/**
 * Writes `report` as `<name>.json` and the table `markdown(previous)` as `<name>.md` in the
 * results folder, keeping the former `<name>.json` as `<name>-previous.json` (`latest` keeps the
 * Lighthouse bench's names: previous.json); prints the table.
 */
export function writeResults(name, report, markdown) {
  mkdirSync(resultsDir, { recursive: true });
  const latestFile = path.join(resultsDir, `${name}.json`);
  const previous = existsSync(latestFile) ? JSON.parse(readFileSync(latestFile, 'utf8')) : null;
  const previousName = name === 'latest' ? 'previous' : `${name}-previous`;
  if (previous)
    writeFileSync(path.join(resultsDir, `${previousName}.json`), JSON.stringify(previous, null, 2));
  writeFileSync(latestFile, JSON.stringify(report, null, 2));
  const table = markdown(previous);
  writeFileSync(path.join(resultsDir, `${name}.md`), `${table}\n`);
  console.log(table);
}
