// Packs @loci/ui (and @loci/domain, which it depends on) as npm would publish them, installs the
// tarballs into a fresh Vite app outside the repository that styles itself with vanilla-extract
// (set up as the kit's README says), builds that app, and checks in Debian's Chromium that a form
// of kit fields renders in the dark theme, with the kit's CSS and the app's own styles, which read
// the kit's theme variables.
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
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const uiDir = resolve(here, '..');
const domainDir = resolve(uiDir, '../domain');
const rootDir = resolve(uiDir, '../..');
const started = Date.now();
const run = (cmd, args, cwd) => {
  const output = execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  console.log(
    `pack-smoke: ${cmd} ${args[0]} done at ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return output;
};

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
        // The app styles itself with vanilla-extract too, the case the README's set-up is for.
        '@vanilla-extract/css': uiPkg.dependencies['@vanilla-extract/css'],
        '@vanilla-extract/vite-plugin': uiPkg.devDependencies['@vanilla-extract/vite-plugin'],
      },
      devDependencies: { '@types/node': rootPkg.devDependencies['@types/node'] },
    }),
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  // The README's Vite set-up, word for word: the plugin for the app's own `*.css.ts`, not for
  // the kit's compiled `*.css.js`.
  writeFileSync(
    join(app, 'vite.config.js'),
    [
      "import { defineConfig } from 'vite';",
      "import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';",
      '',
      'const kitFile = /[\\\\/]node_modules[\\\\/]@loci[\\\\/]ui[\\\\/]dist[\\\\/]/;',
      '',
      'function appVanillaExtract() {',
      '  return [vanillaExtractPlugin()].flat().map((plugin) =>',
      "    typeof plugin.transform === 'function'",
      '      ? {',
      '          ...plugin,',
      '          transform(code, id, options) {',
      '            return kitFile.test(id) ? null : plugin.transform.call(this, code, id, options);',
      '          },',
      '        }',
      '      : plugin,',
      '  );',
      '}',
      '',
      'export default defineConfig({ plugins: [appVanillaExtract()] });',
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'src/form.css.ts'),
    [
      "import { style } from '@vanilla-extract/css';",
      "import { vars } from '@loci/ui';",
      '',
      'export const card = style({',
      '  padding: vars.space.lg,',
      '  backgroundColor: vars.color.surface,',
      '  color: vars.color.text,',
      '  border: `1px solid ${vars.color.border}`,',
      '});',
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'src/main.js'),
    [
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button, Checkbox, Select, TextField, ThemeProvider } from '@loci/ui';",
      "import '@loci/ui/styles.css';",
      "import { card } from './form.css.ts';",
      'const form = h(',
      "  'form',",
      "  { className: card, 'aria-label': 'New patient' },",
      "  h(TextField, { label: 'Last name', required: true, error: 'Please enter the last name' }),",
      "  h(Select, { label: 'State', options: [{ value: 'TX', label: 'Texas' }], placeholder: 'Select a state' }),",
      "  h(Checkbox, { label: 'Consent given' }),",
      "  h(Button, { type: 'submit' }, 'Save patient'),",
      ');',
      "createRoot(document.getElementById('root')).render(h(ThemeProvider, { colorScheme: 'dark' }, form));",
    ].join('\n'),
  );
  // No install scripts: nothing the app needs runs one, and they cost time.
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    app,
  );
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
    ...chromiumLaunchOptions,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const form = page.getByRole('form', { name: 'New patient' });
    await form.waitFor({ timeout: 10000 });
    const lastName = page.getByRole('textbox', { name: /Last name/ });
    if ((await lastName.getAttribute('aria-invalid')) !== 'true') {
      throw new Error('the TextField is not marked invalid while it shows an error');
    }
    if (!(await page.getByText('Please enter the last name').isVisible())) {
      throw new Error('the TextField error message is not shown');
    }
    await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await page.getByRole('checkbox', { name: 'Consent given' }).check();
    await lastName.fill('Okafor');
    const seen = await page.evaluate(() => {
      const luminance = (color) => {
        const [r, g, b] = color.match(/[\d.]+/g).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      const formElement = document.querySelector('form');
      const formStyle = getComputedStyle(formElement);
      const input = document.querySelector('input[type="text"], input:not([type])');
      const button = document.querySelector('button[type="submit"]');
      return {
        scheme: formElement.closest('[data-color-scheme]')?.getAttribute('data-color-scheme'),
        formBackground: luminance(formStyle.backgroundColor),
        formText: luminance(formStyle.color),
        formPadding: parseFloat(formStyle.paddingTop),
        inputRadius: getComputedStyle(input).borderRadius,
        buttonRadius: getComputedStyle(button).borderRadius,
        value: input.value,
      };
    });
    if (seen.scheme !== 'dark')
      throw new Error(`the form is not in the dark theme: ${seen.scheme}`);
    // The app's own vanilla-extract class, on the kit's dark theme variables.
    if (!(seen.formPadding > 0)) throw new Error('the app class (vanilla-extract) is not applied');
    if (!(seen.formBackground < 0.25 && seen.formText > 0.6)) {
      throw new Error(`the form is not dark: ${JSON.stringify(seen)}`);
    }
    // The kit's own extracted CSS.
    if (seen.inputRadius === '0px' || seen.buttonRadius === '0px') {
      throw new Error('the kit fields rendered without the kit CSS');
    }
    if (seen.value !== 'Okafor') throw new Error('the TextField did not take the typed text');
    console.log(
      `pack-smoke: @loci/ui installed from its tarball into a fresh Vite app that uses vanilla-extract; a dark themed form of kit fields rendered and took input (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  server?.close();
  rmSync(app, { recursive: true, force: true });
}
