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
 * Calls that are the server's alone (by operation id), each with the reason. Keep this list
 * short: a call a user needs belongs on a screen.
 */
const serverOnlyCalls: Readonly<Record<string, string>> = {
  // Whole-catalogue dumps for the lab's ordering interfaces: the portal reads the catalogue and
  // the ICD-10 codes through the catalogue GraphQL, and the reference lists from @loci/domain.
  getAllTests: 'catalogue dump for ordering interfaces (the portal uses the catalogue GraphQL)',
  getAllDiagnoses: 'ICD-10 dump for ordering interfaces (the portal searches the GraphQL)',
  getAllReferences: 'reference-list dump for interfaces (the portal has them in @loci/domain)',
  // The fulfilment partner calls it, signed with its secret (docs/decisions/supplies.md).
  processRRDResponseData: 'the fulfilment partner’s shipment callback',
  // Document 2 §7.2 lists an insurance search on the messaging API, but no messaging step asks for
  // a plan; the portal's plan pickers use the portal API's search (docs/decisions/messaging-flags.md).
  searchInsurancePlansForMessaging:
    'insurance search for the messaging API’s other clients; the portal searches plans through the portal API',
};

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

/** A feature's record of its calls (`sliceToolCalls`): every value a call of the contract. */
function isCallRecord(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const members = Object.values(value);
  const calls = new Set<unknown>(portalCalls);
  return members.length > 0 && members.every((member) => calls.has(member));
}

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
      const local = alias ?? name;
      if (isCallRecord((contract as Record<string, unknown>)[name])) {
        // A feature's record of calls (`messagingCalls.getMessageThread`): each call read from it.
        for (const member of rest.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) {
          if (member[1]) used.push(member[1]);
        }
      } else if (new RegExp(`\\b${local}\\b`).test(rest)) used.push(name);
    }
  }
  return used;
}

/** The contract's names of each call descriptor of the list (a call may have an alias). */
function callNames(): Map<CallDescriptor, string[]> {
  const names = new Map<CallDescriptor, string[]>();
  const calls = new Set<unknown>(portalCalls);
  for (const [name, value] of Object.entries(contract)) {
    if (!calls.has(value)) continue;
    const call = value as CallDescriptor;
    names.set(call, [...(names.get(call) ?? []), name]);
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
      .filter((call) => !(names.get(call) ?? []).some((name) => called.has(name)))
      .map((call) => call.operationId)
      .filter((operationId) => !(operationId in serverOnlyCalls));
    expect(uncalled).toEqual([]);
  });

  it('lists as the server’s own only calls that exist and have no caller', () => {
    const stale = Object.keys(serverOnlyCalls).filter((operationId) => {
      const call = portalCalls.find((candidate) => candidate.operationId === operationId);
      return !call || (names.get(call) ?? []).some((name) => called.has(name));
    });
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
