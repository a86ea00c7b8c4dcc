// @vitest-environment node
// Every call the server serves is reached from a screen: this test is generated from the
// contract's call list and fails when a call has no caller in the portal (tests, stories and
// story/test helpers do not count), unless the call is the server's alone (listed below, why).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '@loci/contract';
import { portalCalls, type CallDescriptor } from '@loci/contract';

/**
 * Calls no portal screen makes, each with the reason. Keep this list short: a call a user needs
 * belongs on a screen.
 */
const serverOnlyCalls: Readonly<Record<string, string>> = {};

const portalSource = fileURLToPath(new URL('..', import.meta.url));

/** Files that do not count as callers: tests, stories and the helpers only they use. */
function countsAsCaller(path: string): boolean {
  const inRepo = relative(portalSource, path).split('\\').join('/');
  return (
    /\.tsx?$/.test(inRepo) &&
    !/\.(test|stories)\.tsx?$/.test(inRepo) &&
    !/(^|\/)[Ff]ixtures\.ts$|Fixtures\.ts$/.test(inRepo) &&
    !inRepo.startsWith('testing/') &&
    !inRepo.startsWith('storybook/')
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return countsAsCaller(path) ? [path] : [];
  });
}

const contractImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@loci\/contract';?/g;

/** Values (not types) a file imports from the contract and uses beyond the import itself. */
function contractValuesUsed(source: string): string[] {
  const used: string[] = [];
  for (const match of source.matchAll(contractImport)) {
    if (match[1]) continue;
    const rest = source.replace(match[0], '');
    for (const specifier of (match[2] ?? '').split(',')) {
      const words = specifier.trim().split(/\s+/);
      if (words[0] === '' || words[0] === 'type') continue;
      const [name, , alias] = words as [string, string?, string?];
      if (new RegExp(`\\b${alias ?? name}\\b`).test(rest)) used.push(name);
    }
  }
  return used;
}

/** The contract's name of each call descriptor of the list. */
function callNames(): Map<CallDescriptor, string> {
  const names = new Map<CallDescriptor, string>();
  const calls = new Set<unknown>(portalCalls);
  for (const [name, value] of Object.entries(contract)) {
    if (calls.has(value)) names.set(value as CallDescriptor, name);
  }
  return names;
}

describe('every call of the contract', () => {
  const names = callNames();
  const called = new Set(
    sourceFiles(portalSource).flatMap((file) => contractValuesUsed(readFileSync(file, 'utf8'))),
  );

  it('is exported by name, so that a caller can import it', () => {
    const unnamed = portalCalls.filter((call) => !names.has(call)).map((call) => call.operationId);
    expect(unnamed).toEqual([]);
  });

  it('has a caller in the portal, or is on the list of the server’s own calls', () => {
    const uncalled = portalCalls
      .map((call) => names.get(call) ?? call.operationId)
      .filter((name) => !called.has(name) && !(name in serverOnlyCalls));
    expect(uncalled).toEqual([]);
  });

  it('lists as the server’s own only calls that exist and have no caller', () => {
    const known = new Set(names.values());
    const stale = Object.keys(serverOnlyCalls).filter(
      (name) => !known.has(name) || called.has(name),
    );
    expect(stale).toEqual([]);
  });
});

describe('finding the contract values a file uses', () => {
  it('counts imported values that are used, not types nor unused imports', () => {
    const source = [
      "import { getPatient, type Patient, searchPatients as search, unused } from '@loci/contract';",
      "import type { Order } from '@loci/contract';",
      'useCall(getPatient, {}); search();',
    ].join('\n');
    expect(contractValuesUsed(source)).toEqual(['getPatient', 'searchPatients']);
  });
});
