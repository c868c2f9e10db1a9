/**
 * Where a lead came from (the form's page, the visit's UTM parameters), cleaned so that it never costs the
 * lead: what a link or a bot put there is made to fit the tables' checks (`*_page_shape`,
 * `*_page_single_line`, `*_utm_shape`, `*_utm_single_line`) rather than refused. The site cleans it where
 * it captures it (src/lib/visit.ts) and the leads function again, as the browser's word is not enough.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * Bytes one UTM value may take as the database writes it (UTF-8, `"` and `\` escaped): the five values and
 * their keys then stay under the 1,200 bytes the tables allow, whatever the characters.
 */
export const UTM_VALUE_BYTES = 200;
/** The tables' `char_length(page) <= 300`. */
export const PAGE_LENGTH = 300;

/** White space that breaks a line or indents: one space in a single line. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/**
 * What metadata never keeps: control characters (Cc), format characters (Cf: the bidirectional embeddings,
 * overrides and isolates, zero-width characters, the byte-order mark) and lone surrogate halves (Cs).
 */
const DROPPED = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

const oneLine = (value: string) =>
  value.replace(BREAKS, ' ').replace(DROPPED, '').normalize('NFC').replace(/\s+/gu, ' ').trim();

/**
 * A single line of someone else's making (a name a scheduler passes on), as a single-line column takes it:
 * at most `max` characters; null when nothing is left.
 */
export function cleanLine(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  return [...oneLine(value)].slice(0, max).join('').trim() || null;
}

/** A character's bytes in the database's JSON text. */
const jsonBytes = (char: string) =>
  char === '"' || char === '\\' ? 2 : new TextEncoder().encode(char).length;

/** One UTM value as stored: a single line of at most UTM_VALUE_BYTES bytes; undefined when nothing is left. */
export function cleanUtmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let kept = '';
  let bytes = 0;
  for (const char of oneLine(value)) {
    bytes += jsonBytes(char);
    if (bytes > UTM_VALUE_BYTES) break;
    kept += char;
  }
  return kept.trim() || undefined;
}

/** The five UTM keys of `source`, cleaned; null when none has a value. */
export function cleanUtm(source: Record<string, unknown>): Utm | null {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = cleanUtmValue(source[key]);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/**
 * The page as stored: a path of printable ASCII (anything else percent-encoded, as a browser's pathname is),
 * at most PAGE_LENGTH characters, never cut inside an escape; null when it is not a path.
 */
export function cleanPage(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const encoded = value
    .replace(DROPPED, '')
    .replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
    .slice(0, PAGE_LENGTH);
  return encoded.replace(/%[0-9a-f]?$/i, '');
}
