// Fewer chunks per visit (issue 18). Left alone, rolldown makes one chunk per set of lazy modules
// (screens, widgets) that reach a module: with ~40 of them, the order list's first visit fetched
// ~55 chunks, 2/3 under 1 KB gzipped, queued 6 at a time over HTTP/1.1 in front of its first API
// calls. This merges those sets into larger chunks where a merge costs no visit more than
// `costLimit` characters of code it does not need, and costs the signed-out screens nothing.
//
// A "visit" is what one screen loads: the screen and the lazy parents it opens in (the order list
// is the account page and the list), or such a visit and one lazy widget it shows. Each merge is
// judged on every visit: a visit that loads one half must now fetch the other half too.
import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

interface Options {
  /** Modules other groups take (they are left out here). */
  skip: RegExp;
  /** Lazy modules whose visits must not load a byte more (the signed-out screens). */
  frozen: RegExp;
  /** Code a visit may load that it does not need, summed over the merges (characters). */
  costLimit: number;
  /** Sets below this size are merged even when that costs (characters); others only for free. */
  smallSet: number;
}

interface CodeSet {
  /** The lazy modules (indexes in `lazy`) whose static imports reach these modules. */
  reachedBy: Set<number>;
  size: number;
  modules: string[];
  /** How many of rolldown's own sets it holds. */
  parts: number;
}

const sizeOf = (info: ModuleInfo) => info.code?.length ?? 1000;

/** What `code` imports (or re-exports) from each specifier: the names, or `all`. */
function importedNames(code: string): Map<string, Set<string> | 'all'> {
  const names = new Map<string, Set<string> | 'all'>();
  const add = (specifier: string, found: string[] | 'all') => {
    const known = names.get(specifier) ?? new Set<string>();
    if (known === 'all' || found === 'all') names.set(specifier, 'all');
    else names.set(specifier, new Set([...known, ...found]));
  };
  const statement = /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, typeOnly, clause = '', specifier = ''] of code.matchAll(statement)) {
    if (typeOnly) continue;
    // `import * as x from`, `export * from`: every export.
    if (clause.includes('*')) {
      add(specifier, 'all');
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause);
    const found = (braces?.[1] ?? '')
      .split(',')
      .map((part) => (part.trim().split(/\s+as\s+/)[0] ?? '').trim())
      // Types are erased: `{ type X }` imports nothing.
      .filter((name) => name !== '' && !name.startsWith('type '));
    if (/^[\w$]/.test(clause.replace(/\{[^}]*\}/, '').trim())) found.push('default');
    add(specifier, found);
  }
  // `import 'x'` (also what a type-only import leaves): x's side effects, no names.
  for (const [, specifier = ''] of code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g))
    add(specifier, []);
  return names;
}

/** Whether `id` is what `specifier`, imported from `from`, names. */
function resolvesTo(specifier: string, from: string, id: string): boolean {
  const unify = (path: string) =>
    path
      .replace(/\\/g, '/')
      .replace(/\.(tsx?|jsx?|mjs|cjs)$/, '')
      .replace(/\/index$/, '');
  if (specifier.startsWith('.')) {
    const base = from.replace(/\\/g, '/').split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') base.pop();
      else if (part !== '.') base.push(part);
    }
    return unify(id) === unify(base.join('/'));
  }
  const local = /^@loci\/([^/]+)(.*)$/.exec(specifier);
  const path = id.replace(/\\/g, '/');
  if (local)
    return path.includes(`/packages/${local[1]}/`) || path.includes(`/node_modules/${specifier}/`);
  return path.includes(`/node_modules/${specifier}/`);
}

function plan(
  start: string,
  ctx: Rolldown.ChunkingContext,
  options: Options,
  included: Set<string>,
): Map<string, string> {
  const info = (id: string) => ctx.getModuleInfo(id);
  // A module's imports among the modules the bundle keeps: an import of a re-exporting index that
  // tree-shaking drops counts only the modules that export the names imported through it.
  const edgeCache = new Map<string, string[]>();
  const providers = (
    id: string,
    names: Set<string> | 'all',
    into: Set<string>,
    seen: Set<string>,
  ) => {
    if (seen.has(id)) return;
    seen.add(id);
    const module = info(id);
    if (!module) return;
    if (included.has(id)) {
      const wanted =
        names === 'all' ||
        module.exports.length === 0 ||
        module.exports.some((name) => names.has(name));
      if (wanted) into.add(id);
      return;
    }
    for (const next of module.importedIds) providers(next, names, into, seen);
  };
  const edges = (id: string): string[] => {
    const known = edgeCache.get(id);
    if (known) return known;
    const module = info(id);
    const into = new Set<string>();
    if (module) {
      const names = importedNames(module.code ?? '');
      for (const next of module.importedIds) {
        if (included.has(next)) {
          into.add(next);
          continue;
        }
        // Unknown (not found in the code): every module it reaches.
        let wanted: Set<string> | 'all' | undefined;
        for (const [specifier, specifierNames] of names) {
          if (!resolvesTo(specifier, id, next)) continue;
          wanted =
            wanted === 'all' || specifierNames === 'all'
              ? 'all'
              : new Set([...(wanted ?? []), ...specifierNames]);
        }
        providers(next, wanted === undefined ? 'all' : wanted, into, new Set());
      }
    }
    const list = [...into];
    edgeCache.set(id, list);
    return list;
  };

  // The entry: up from any module through its importers.
  let entry: string | undefined;
  const seenUp = new Set<string>([start]);
  const up = [start];
  while (up.length > 0 && !entry) {
    const id = up.pop()!;
    const module = info(id);
    if (!module) continue;
    if (module.isEntry) entry = id;
    for (const parent of [...module.importers, ...module.dynamicImporters]) {
      if (seenUp.has(parent)) continue;
      seenUp.add(parent);
      up.push(parent);
    }
  }
  if (!entry) return new Map();

  const staticClosure = (from: string, into: Set<string>, stop: Set<string>) => {
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id) || stop.has(id)) continue;
      into.add(id);
      for (const next of edges(id)) stack.push(next);
    }
    return into;
  };
  const initial = staticClosure(entry, new Set(), new Set());

  // Every lazy module reachable from the entry.
  const lazy: string[] = [];
  const closures: Set<string>[] = [];
  const queue = [entry];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    for (const target of module.dynamicallyImportedIds) {
      if (!initial.has(target) && !lazy.includes(target)) lazy.push(target);
    }
    queue.push(...edges(id), ...module.dynamicallyImportedIds);
  }
  for (const id of lazy) closures.push(staticClosure(id, new Set(), initial));
  const lazyIndex = new Map(lazy.map((id, index) => [id, index]));

  // Visits: each lazy module with the lazy parents it opens from (all chains), as index sets.
  const parentsOf = lazy.map((id) => {
    const parents = new Set<number>();
    let fromInitial = false;
    for (const importer of info(id)?.dynamicImporters ?? []) {
      if (initial.has(importer)) fromInitial = true;
      closures.forEach((closure, index) => {
        if (closure.has(importer)) parents.add(index);
      });
    }
    return { parents: [...parents], fromInitial };
  });
  const visitsOf = new Map<number, number[][]>();
  const visits = (index: number, depth = 0): number[][] => {
    const known = visitsOf.get(index);
    if (known) return known;
    const { parents, fromInitial } = parentsOf[index] ?? { parents: [], fromInitial: true };
    const found: number[][] = fromInitial || depth > 4 || parents.length === 0 ? [[index]] : [];
    for (const parent of parents) {
      if (parent === index) continue;
      for (const visit of visits(parent, depth + 1)) found.push([...visit, index]);
    }
    visitsOf.set(index, found);
    return found;
  };
  const allVisits = lazy.flatMap((_, index) => visits(index)).map((visit) => new Set(visit));
  const frozenVisit = allVisits.map((visit) =>
    [...visit].some((index) => options.frozen.test(lazy[index] ?? '')),
  );
  const spent = allVisits.map(() => 0);

  // rolldown's own sets: the modules reached by the same lazy modules.
  const sets = new Map<string, CodeSet>();
  const setOf = new Map<string, string>();
  for (const id of seen) {
    if (initial.has(id) || lazyIndex.has(id) || options.skip.test(id)) continue;
    const reachedBy = new Set<number>();
    closures.forEach((closure, index) => {
      if (closure.has(id)) reachedBy.add(index);
    });
    if (reachedBy.size === 0) continue;
    const key = [...reachedBy].sort((a, b) => a - b).join(',');
    const module = info(id);
    const set = sets.get(key) ?? { reachedBy, size: 0, modules: [], parts: 1 };
    set.size += module ? sizeOf(module) : 0;
    set.modules.push(id);
    sets.set(key, set);
    setOf.set(id, key);
  }

  // What each set imports (the sets its modules reach statically): a visit that loads a set
  // loads those too, so a merge costs a visit the other half and everything it imports.
  const live = [...sets.values()];
  const setIndex = new Map<string, CodeSet>([...sets].map(([key, set]) => [key, set]));
  const depsOf = new Map<CodeSet, Set<CodeSet>>();
  for (const set of live) {
    const deps = new Set<CodeSet>();
    for (const id of set.modules) {
      for (const dep of staticClosure(id, new Set(), initial)) {
        const depSet = setIndex.get(setOf.get(dep) ?? '');
        if (depSet && depSet !== set) deps.add(depSet);
      }
    }
    depsOf.set(set, deps);
  }
  const loads = (visit: Set<number>, set: CodeSet) => [...set.reachedBy].some((i) => visit.has(i));
  /** What `visit`, which loads `has` and not `other`, loads more when they are one chunk. */
  const extra = (visit: Set<number>, other: CodeSet) => {
    let size = other.size;
    for (const dep of depsOf.get(other) ?? []) if (!loads(visit, dep)) size += dep.size;
    return size;
  };
  /** What merging `a` and `b` costs each visit (undefined: a visit over its limit). */
  const mergeCost = (a: CodeSet, b: CodeSet): number[] | undefined => {
    const costs: number[] = [];
    for (const [v, visit] of allVisits.entries()) {
      const loadsA = loads(visit, a);
      const loadsB = loads(visit, b);
      const cost = loadsA === loadsB ? 0 : loadsA ? extra(visit, b) : extra(visit, a);
      if (cost > 0 && (frozenVisit[v] || (spent[v] ?? 0) + cost > options.costLimit)) {
        return undefined;
      }
      costs.push(cost);
    }
    return costs;
  };

  for (;;) {
    // The cheapest merge (summed over the visits); sets above `smallSet` only merge for free.
    let best: { a: CodeSet; b: CodeSet; costs: number[]; total: number } | undefined;
    for (const [indexA, a] of live.entries()) {
      for (const b of live.slice(indexA + 1)) {
        const small = Math.min(a.size, b.size) < options.smallSet;
        if (!small && best?.total === 0) continue;
        const costs = mergeCost(a, b);
        if (!costs) continue;
        const total = costs.reduce((sum, cost) => sum + cost, 0);
        if (total > 0 && !small) continue;
        if (!best || total < best.total) best = { a, b, costs, total };
      }
    }
    if (!best) break;
    const { a, b } = best;
    best.costs.forEach((cost, v) => (spent[v] = (spent[v] ?? 0) + cost));
    const merged: CodeSet = {
      reachedBy: new Set([...a.reachedBy, ...b.reachedBy]),
      size: a.size + b.size,
      modules: [...a.modules, ...b.modules],
      parts: a.parts + b.parts,
    };
    const deps = new Set([...(depsOf.get(a) ?? []), ...(depsOf.get(b) ?? [])]);
    deps.delete(a);
    deps.delete(b);
    depsOf.set(merged, deps);
    // Whoever loads the merged chunk loads what it imports.
    for (const dep of deps) for (const index of merged.reachedBy) dep.reachedBy.add(index);
    for (const [set, setDeps] of depsOf) {
      const hadA = setDeps.delete(a);
      const hadB = setDeps.delete(b);
      if ((hadA || hadB) && set !== merged) setDeps.add(merged);
    }
    live.splice(live.indexOf(b), 1);
    live.splice(live.indexOf(a), 1, merged);
  }

  // The sets left as they were stay rolldown's (a set reached by one lazy module alone goes into
  // that module's chunk).
  const names = new Map<string, string>();
  live.forEach((set, index) => {
    if (set.parts === 1) return;
    for (const id of set.modules) names.set(id, `shared-${index}`);
  });
  return names;
}

/** A group whose chunks are the merged sets (its `name` answers each module's set). */
export function sharedChunks(options: Options): Rolldown.CodeSplittingGroup {
  let planned: { ctx: Rolldown.ChunkingContext; names: Map<string, string> } | undefined;
  const candidates = new Set<string>();
  return {
    debugName: 'shared',
    test(id) {
      candidates.add(id);
      return true;
    },
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (planned?.ctx !== ctx) planned = { ctx, names: plan(id, ctx, options, candidates) };
      return planned.names.get(id) ?? null;
    },
  };
}
