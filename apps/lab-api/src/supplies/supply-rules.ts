// The fulfilment callback's authentication (docs/decisions/supplies.md): the partner signs
// `${timestamp}.${body}` with HMAC-SHA256 and the shared secret; the server accepts a message whose
// timestamp is within the window and whose signature matches, comparing in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const timestampHeader = 'x-rrd-timestamp';
export const signatureHeader = 'x-rrd-signature';

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signCallback(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true; signature: string } | { ok: false; reason: string };

/** Whether a callback is the partner's and fresh: its signature, then its timestamp's window. */
export function checkCallbackSignature(options: {
  secret: string;
  windowSeconds: number;
  nowSeconds: number;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
}): SignatureCheck {
  const { timestamp, signature } = options;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'timestamp' };
  if (!signature || !/^sha256=[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: 'signature' };
  }
  const expected = Buffer.from(signCallback(options.secret, timestamp, options.body));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'signature' };
  if (Math.abs(options.nowSeconds - Number(timestamp)) > options.windowSeconds) {
    return { ok: false, reason: 'stale' };
  }
  return { ok: true, signature };
}
