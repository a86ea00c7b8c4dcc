// Settings every package's Vitest config shares: Debian's Chromium for browser-mode suites.
export { chromiumArgs, chromiumLaunchOptions, chromiumPath } from './scripts/chromium.mjs';
