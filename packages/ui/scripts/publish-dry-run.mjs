// `npm publish --dry-run` of @loci/ui, as a release would run it: it must pass, publish with
// restricted access (never public), and ship the README, LICENSE, CHANGELOG and the built kit.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
// npm prints the tarball's contents and the publishing line as notices on stderr.
const run = spawnSync('npm', ['publish', '--dry-run', '--json'], {
  cwd: uiDir,
  encoding: 'utf8',
  env: { ...process.env, npm_config_loglevel: 'notice' },
});
if (run.status !== 0) {
  console.error(run.stderr);
  console.error('publish-dry-run: npm publish --dry-run failed');
  process.exit(1);
}
const report = JSON.parse(run.stdout);
const tarball = report['@loci/ui'] ?? report;
const files = new Set(tarball.files.map((file) => file.path));
const failures = [];
for (const required of ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json', 'dist/index.js']) {
  if (!files.has(required)) failures.push(`the package lacks ${required}`);
}
for (const file of files) {
  if (file.startsWith('src/') || file.includes('.stories.')) failures.push(`ships ${file}`);
}
if (!/Publishing to .* and restricted access \(dry-run\)/.test(run.stderr)) {
  failures.push('npm would not publish it with restricted access');
}

if (failures.length > 0) {
  console.error(`publish-dry-run: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  `publish-dry-run: ${tarball.name}@${tarball.version} passes npm publish --dry-run with restricted access (${files.size} files)`,
);
