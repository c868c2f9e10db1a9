/**
 * Calendly's webhook signature: the `Calendly-Webhook-Signature` header reads `t=<unix seconds>,v1=<hex>`,
 * the hex being HMAC-SHA256, keyed with the subscription's signing key, of `<t>.<the raw body>`. A delivery
 * whose time is further than the tolerance from ours is refused even when signed: a recorded delivery
 * replayed later must not count (Calendly's docs suggest three minutes).
 */
export const SIGNATURE_HEADER = 'Calendly-Webhook-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 180;

export type Verdict = 'valid' | 'missing' | 'forged' | 'stale';

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

const hmacKey = (signingKey: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(signingKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [use],
  );

/** `<t>.` then the body's bytes: what the signature covers. */
function signedBytes(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = new TextEncoder().encode(`${timestamp}.`);
  const bytes = new Uint8Array(prefix.length + body.length);
  bytes.set(prefix);
  bytes.set(body, prefix.length);
  return bytes;
}

/** The header a delivery of `body` at `timestamp` (unix seconds) carries: how Calendly signs (and tests do). */
export async function signatureHeader(
  signingKey: string,
  timestamp: number,
  body: Uint8Array,
): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(signingKey, 'sign'),
    signedBytes(String(timestamp), body),
  );
  const hex = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `t=${timestamp},v1=${hex}`;
}

/** Whether `header` signs `body` with `signingKey`, at a time within the tolerance of `nowSeconds`. */
export async function verifySignature(
  header: string | null,
  body: Uint8Array,
  signingKey: string,
  nowSeconds: number,
): Promise<Verdict> {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const mac = hexBytes(parts.get('v1') ?? '');
  if (!/^\d{1,12}$/.test(timestamp) || !mac) return 'forged';
  // Web Crypto's verify compares in constant time.
  const signed = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(signingKey, 'verify'),
    mac,
    signedBytes(timestamp, body),
  );
  if (!signed) return 'forged';
  return Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
