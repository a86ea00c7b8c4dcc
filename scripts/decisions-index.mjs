// Checks that docs/decisions/README.md lists every decision file once, and no file that is gone.
// `node scripts/decisions-index.mjs` fails with the names to add or remove; run by `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const files = readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md');
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const linked = [...index.matchAll(/\]\(\.\/([^)#]+\.md)\)/g)].map((match) => match[1]);

const problems = [];
for (const file of files) {
  const count = linked.filter((name) => name === file).length;
  if (count === 0) problems.push(`not in the index: ${file}`);
  if (count > 1) problems.push(`listed ${count} times: ${file}`);
}
for (const name of new Set(linked)) {
  if (!files.includes(name)) problems.push(`indexed but missing: ${name}`);
}
if (problems.length > 0) {
  console.error(`docs/decisions/README.md is out of date:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/decisions/README.md lists all ${files.length} decisions`);
