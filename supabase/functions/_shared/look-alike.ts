/**
 * Email addresses that only look like another: part of every schema's email rule (lead-forms.ts), kept
 * apart from lead-fields.ts so that the pages, which render from that file, do not load it.
 */

/** Characters that show as nothing (zero-width spaces and joiners, direction marks, fillers, tags). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

/** Scripts a letter may be written in; a letter of none of them counts as one more script. */
const SCRIPTS = [
  ...['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Georgian', 'Cherokee', 'Thai'],
  ...['Devanagari', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo'],
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
/** Scripts one name mixes in real life (Unicode's "highly restrictive" level, UTS #39). */
const MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** Whether a part of an address mixes scripts no real name mixes (a Cyrillic а among Latin letters). */
function mixesScripts(part: string): boolean {
  const scripts = new Set<string>();
  for (const char of part.match(/\p{L}/gu) ?? [])
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  return scripts.size > 1 && !MIXES.some((mix) => [...scripts].every((script) => mix.includes(script)));
}

/**
 * An address holding an invisible character, or mixing scripts within its name or a label of its domain
 * (pаypal@example.com with a Cyrillic а), reads as another one: "Email is invalid". Real non-ASCII
 * addresses (иван@пример.рф, 田中たなか@example.jp) are written in one script or a usual mix.
 */
export function lookAlikeProblem(address: string): string | undefined {
  return INVISIBLE.test(address) || address.split(/[@.]/).some(mixesScripts) ? 'Email is invalid' : undefined;
}
