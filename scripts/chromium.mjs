// Debian's Chromium and the launch flags that work on this machine kind (see ../shared/TOOLCHAIN.md):
// the one list every browser launcher of the repo uses (Vitest browser mode, Playwright, benches,
// visual regression, pack smoke). Plain JavaScript so that .mjs scripts import it without a build.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
