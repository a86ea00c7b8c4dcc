// The CSP nonce of one answer, on its own so that the security headers and the portal's page
// (which carries the nonce in its tags) both read it without importing each other.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const cspNonces = new WeakMap<ServerResponse, string>();

/**
 * The answer's CSP nonce, made on first use: the header and the portal's index.html (its tags and
 * the `csp-nonce` meta that the portal hands to the libraries injecting `<style>`) carry the same.
 */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = cspNonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    cspNonces.set(response, nonce);
  }
  return nonce;
}
