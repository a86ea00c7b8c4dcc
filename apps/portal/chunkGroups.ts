// Fewer, larger chunks (issue 18). Left alone, rolldown makes one chunk per set of lazy modules
// that share code: with ~30 lazy screens and widgets, a list screen's first visit fetched ~45
// chunks, many of 0.1-0.5 KB gzipped, each paying its own gzip header, import lines and lost
// compression context. Two groups merge what is always fetched together:
// - `boot`: every module the entry imports statically (rolldown's `$initial` tag) in one chunk,
//   instead of the entry and its handful of small static chunks;
// - `form-kit`: the kit's small form and layout pieces shared by the signed-in screens (field,
//   text field, select, checkbox, form section, empty state and their helpers), ~3 KB gz in all.
//   Not the pieces the signed-out home and sign-in draw (PageHeader, Inline: they would then
//   fetch the group), nor the heavy widgets loaded beside a screen (DataTable, Typeahead, dialogs).
// - `zod`: zod in one chunk. Left alone, its `coerce` helpers (0.1 KB gz) were a chunk of their
//   own that every signed-in first visit fetched beside zod's core: one request for nothing.
// - `sharedChunks` (sharedChunks.ts): the rest of rolldown's small per-lazy-module sets merged where
//   no visit pays more than ~30,000 characters of source it does not need and the signed-out home
//   and sign-in pay nothing (134 -> 91 chunks; the order list's first visit 76 -> 48 scripts).
// `node scripts/budgets.mjs` shows the effect per route; a piece added here that a signed-out
// route draws makes that route fetch the whole group (the budgets fail if it grows).
import type { Rolldown } from 'vite';
import { sharedChunks } from './sharedChunks.ts';

const formKitPieces = [
  'Field',
  'TextField',
  'Select',
  'Checkbox',
  'FormSection',
  'EmptyState',
  'internal[\\\\/]mergeRefs',
  'internal[\\\\/]fillMessage',
  'internal[\\\\/]useControllableState',
];

const formKit = new RegExp(
  `[\\\\/]packages[\\\\/]ui[\\\\/]dist[\\\\/](${formKitPieces.join('|')})[\\\\/.]`,
);

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'boot', tags: ['$initial'], priority: 2 },
  { name: 'form-kit', test: formKit, priority: 1 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 1 },
  sharedChunks({
    skip: formKit,
    frozen: /[\\/]src[\\/](home|sign-in)[\\/]/,
    costLimit: 30_000,
    smallSet: 8_000,
  }),
];
