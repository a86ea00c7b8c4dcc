// Starts MSW's service worker for the stories. Its script is served beside the preview page, so
// the address is relative to that page: Storybook served under /storybook/ (npm start) registers
// /storybook/mockServiceWorker.js, whose scope covers only the Storybook, never the portal.
import { setupWorker } from 'msw/browser';

export async function startStoryWorker() {
  const worker = setupWorker();
  const url = new URL('mockServiceWorker.js', document.baseURI);
  await worker.start({
    quiet: true,
    serviceWorker: { url: url.pathname, options: { scope: new URL('.', url).pathname } },
    // Only the API is mocked; the preview's own files go to the network untouched.
    onUnhandledRequest: 'bypass',
  });
  return worker;
}
