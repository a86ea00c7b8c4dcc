// Reads the public reference files shipped in apps/lab-api/data (see data/SOURCES.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

/** The rows of a gzipped TSV of apps/lab-api/data, header skipped, each split into its fields. */
export function readTsv(file: string): string[][] {
  const text = gunzipSync(readFileSync(path.join(dataDir, file))).toString('utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

export interface HgncGene {
  hgncId: string;
  symbol: string;
  name: string;
  location: string | null;
  /** Alias and previous symbols. */
  aliases: string[];
  /** Previous symbols only (the slice tool resolves them before aliases). */
  previousSymbols: string[];
}

export interface IcdCodeRow {
  code: string;
  billable: boolean;
  description: string;
}

let genes: HgncGene[] | undefined;
let icdCodes: IcdCodeRow[] | undefined;

const splitList = (value: string | undefined): string[] =>
  value ? value.split(',').filter((item) => item !== '') : [];

/** The HGNC protein-coding genes (2018 set). */
export function hgncGenes(): HgncGene[] {
  genes ??= readTsv('hgnc-protein-coding-genes.tsv.gz').map(
    ([hgncId = '', symbol = '', name = '', location = '', alias = '', previous = '']) => ({
      hgncId,
      symbol,
      name,
      location: location || null,
      aliases: [...new Set([...splitList(alias), ...splitList(previous)])],
      previousSymbols: splitList(previous),
    }),
  );
  return genes;
}

/** Every ICD-10-CM FY2022 code, billable and header. */
export function icd10cmCodes(): IcdCodeRow[] {
  icdCodes ??= readTsv('icd10cm-fy2022.tsv.gz').map(
    ([code = '', billable = '0', description = '']) => ({
      code,
      billable: billable === '1',
      description,
    }),
  );
  return icdCodes;
}
