/**
 * A lead's body, read the way it was sent: no more than the limit is ever read, and its text is decoded
 * in the charset its Content-Type declares (a page in ISO-8859-1 posts é as the byte E9, `%E9` in a form),
 * UTF-8 when it declares none.
 */

/** The body passed the limit: reading stopped there. */
export class BodyTooLarge extends Error {}
/** The Content-Type names a charset no decoder knows. */
export class UnknownCharset extends Error {}

/** The body's bytes, read until `maxBytes` and no further (a declared Content-Length over it is not read). */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** A decoder for the charset `contentType` declares (WHATWG's labels: latin1, iso-8859-1, windows-1252...). */
export function decoderFor(contentType: string): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset);
  } catch {
    throw new UnknownCharset(charset);
  }
}

const PLUS = 0x2b;
const PERCENT = 0x25;
const hexValue = (byte: number) =>
  byte >= 0x30 && byte <= 0x39
    ? byte - 0x30
    : byte >= 0x41 && byte <= 0x46
      ? byte - 0x37
      : byte >= 0x61 && byte <= 0x66
        ? byte - 0x57
        : -1;

/** One name or value of a form: `+` is a space, `%XX` a byte, and the bytes are text in the form's charset. */
function formText(bytes: Uint8Array, decoder: TextDecoder): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    const high = byte === PERCENT ? hexValue(bytes[i + 1] ?? -1) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2] ?? -1) : -1;
    if (byte === PLUS) out[length++] = 0x20;
    else if (low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else out[length++] = byte;
  }
  return decoder.decode(out.subarray(0, length));
}

/**
 * An application/x-www-form-urlencoded body, parsed as the URL Standard says, with the bytes of each name
 * and value decoded in the form's charset (URLSearchParams knows UTF-8 only, and turns `%E9` into U+FFFD).
 */
export function formEntries(bytes: Uint8Array, decoder: TextDecoder): URLSearchParams {
  const entries = new URLSearchParams();
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x26, start);
    if (end === -1) end = bytes.length;
    const part = bytes.subarray(start, end);
    if (part.length > 0) {
      const equals = part.indexOf(0x3d);
      const name = equals === -1 ? part : part.subarray(0, equals);
      const value = equals === -1 ? new Uint8Array() : part.subarray(equals + 1);
      entries.append(formText(name, decoder), formText(value, decoder));
    }
    start = end + 1;
  }
  return entries;
}
