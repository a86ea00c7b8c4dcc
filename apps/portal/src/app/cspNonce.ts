import { setNonce } from 'get-nonce';

/**
 * Hands this page's CSP nonce (the server writes it into the `csp-nonce` meta of index.html) to
 * the libraries that inject a `<style>` at run time: Radix's scroll lock (react-remove-scroll, via
 * react-style-singleton) reads it from get-nonce. The policy has no `style-src 'unsafe-inline'`.
 */
export function adoptCspNonce(page: Document = document): void {
  const meta = page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a parsed nonce from getAttribute; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (nonce) setNonce(nonce);
}
