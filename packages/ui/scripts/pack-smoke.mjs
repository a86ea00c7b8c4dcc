// Packs @loci/ui (and @loci/domain, which it depends on) as npm would publish them, installs the
// tarballs into a fresh Vite app outside the repository, builds that app, and checks in Debian's
// Chromium that a kit Button renders with the kit's CSS applied.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import {
  mkdtempSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  existsSync,
} from 'node:fs';
import { extname } from 'node:path';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const uiDir = resolve(here, '..');
const domainDir = resolve(uiDir, '../domain');
const rootDir = resolve(uiDir, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const app = mkdtempSync(join(tmpdir(), 'loci-ui-consumer-'));
let server;
try {
  const packed = [domainDir, uiDir].map((dir) => {
    const out = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], dir));
    return join(app, out[0].filename);
  });
  const rootPkg = JSON.parse(
    run('node', ['-p', 'JSON.stringify(require("./package.json"))'], rootDir),
  );
  const uiPkg = JSON.parse(run('node', ['-p', 'JSON.stringify(require("./package.json"))'], uiDir));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'loci-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@loci/domain': `file:${packed[0]}`,
        '@loci/ui': `file:${packed[1]}`,
        react: uiPkg.devDependencies.react,
        'react-dom': uiPkg.devDependencies['react-dom'],
        vite: uiPkg.devDependencies.vite,
      },
      devDependencies: { '@types/node': rootPkg.devDependencies['@types/node'] },
    }),
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src/main.js'),
    [
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button, ThemeProvider } from '@loci/ui';",
      "import '@loci/ui/styles.css';",
      "createRoot(document.getElementById('root')).render(h(ThemeProvider, null, h(Button, null, 'Order test')));",
    ].join('\n'),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installed = readdirSync(join(app, 'node_modules/@loci/ui/dist'));
  if (!installed.includes('loci-ui.css')) throw new Error('the package has no extracted CSS file');
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);

  // A plain static server over the app's build output, like any web host.
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  server = createServer((req, res) => {
    const path = join(app, 'dist', req.url === '/' ? 'index.html' : req.url.split('?')[0]);
    if (!existsSync(path)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: 'Order test' });
    await button.waitFor({ timeout: 10000 });
    const styled = await button.evaluate((el) => getComputedStyle(el).borderRadius !== '0px');
    if (!styled) throw new Error('the Button rendered without the kit CSS');
    console.log(
      'pack-smoke: @loci/ui installed from its tarball into a fresh Vite app and rendered a styled Button',
    );
  } finally {
    await browser.close();
  }
} finally {
  server?.close();
  rmSync(app, { recursive: true, force: true });
}
