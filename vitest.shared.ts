// Settings every package's Vitest config shares: Debian's Chromium for browser-mode suites.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags that work on this machine kind (see ../shared/TOOLCHAIN.md). */
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
