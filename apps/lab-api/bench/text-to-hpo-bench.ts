// Text-to-HPO benchmark (issue 15), on the engine of the run:
// 1. Quality: precision and recall of the present terms on the annotated set of sentences
//    (src/slice-tool/text-to-hpo-annotated.ts, negations, synonyms and plurals included).
// 2. Speed: a 2,000-character clinical note, the HPO index loaded once at start-up; in process
//    (the recogniser alone) and over HTTP (`POST /convertTextToHpo` on the real server, signed in).
//    Target: p50 under 20 ms. `BENCH_TEXT_TO_HPO_RUNS` changes the number of runs (default 300).
import { hpoData } from '../src/slice-tool/hpo-data.js';
import { annotatedSentences, scoreAnnotated } from '../src/slice-tool/text-to-hpo-annotated.js';
import { textToHpo } from '../src/slice-tool/text-to-hpo.js';
import {
  benchToken,
  callOnce,
  logFigure,
  runWhenMain,
  withBenchServer,
  withLoad,
} from './bench-runner.js';
import type { BenchFigure } from './platform-bench.js';

const runs = Number(process.env.BENCH_TEXT_TO_HPO_RUNS ?? 300);

/** A made-up clinical note of exactly 2,000 characters (sentences repeated, then cut at 2,000). */
export function clinicalNote(length = 2000): string {
  const sentences = annotatedSentences.map((sentence) => sentence.text).join(' ');
  let note = '';
  while (note.length < length) note += `${sentences} `;
  return note.slice(0, length);
}

function percentile(sorted: readonly number[], share: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(2));
}

function figureOf(name: string, engine: string, times: number[], failures = 0): BenchFigure {
  const sorted = [...times].sort((left, right) => left - right);
  const total = times.reduce((sum, time) => sum + time, 0);
  return {
    name: withLoad(name),
    engine,
    requests: times.length,
    requestsPerSecond: Math.round((times.length / total) * 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
  };
}

export async function runTextToHpoBench(engine: string): Promise<BenchFigure[]> {
  const loadStart = performance.now();
  const { index } = hpoData();
  const loadMs = performance.now() - loadStart;
  const score = scoreAnnotated((text) => textToHpo(index, text).hpoIds);
  console.table([
    {
      sentences: annotatedSentences.length,
      truePositives: score.truePositives,
      falsePositives: score.falsePositives,
      falseNegatives: score.falseNegatives,
      precision: Number(score.precision.toFixed(3)),
      recall: Number(score.recall.toFixed(3)),
      indexLoadMs: Math.round(loadMs),
    },
  ]);
  for (const miss of score.misses) {
    console.log(
      `  differs: "${miss.text}" found [${miss.found.join(', ')}] expected [${miss.expected.join(', ')}]`,
    );
  }

  const note = clinicalNote();
  const inProcess: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    textToHpo(index, note);
    inProcess.push(performance.now() - start);
  }
  const figures = [figureOf('textToHpo in process, 2,000-character note', engine, inProcess)];

  await withBenchServer(async (server) => {
    const token = await benchToken(server);
    const call = { path: '/api/portal/v1.0.1/convertTextToHpo', body: { text: note } };
    const overHttp: number[] = [];
    let failures = 0;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      const response = await callOnce(server.baseUrl, token, call);
      await response.arrayBuffer();
      overHttp.push(performance.now() - start);
      if (response.status !== 200) failures += 1;
    }
    figures.push(
      figureOf('POST /convertTextToHpo, 2,000-character note', engine, overHttp, failures),
    );
  });
  for (const figure of figures) logFigure(engine, figure);
  return figures;
}

await runWhenMain(import.meta.url, runTextToHpoBench);
