/**
 * XPath for what a visitor reads on the page (both drivers take XPath): a field by its label, a button or
 * link by its words. Text is matched whole, with white space folded, as it reads.
 */

/** An XPath string literal of any text (XPath 1 has no escape for quotes). */
function literal(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `concat(${text
    .split('"')
    .map((part) => `"${part}"`)
    .join(`, '"', `)})`;
}

const reads = (text: string) => `normalize-space()=${literal(text)}`;

/** The input, textarea or select that a <label> with this text names. */
export const field = (label: string) => `//*[@id=//label[${reads(label)}]/@for]`;
/**
 * A radio button or checkbox by its label's words: the label, which checks it when clicked. The words may be
 * the label's own or one of its parts' (the quiz numbers its options beside their words).
 */
export const choice = (label: string) => `//label[${reads(label)} or ./*[${reads(label)}]][.//input]`;
export const button = (text: string) => `//button[${reads(text)}]`;
export const link = (text: string) => `//a[${reads(text)}]`;
/**
 * A details element's summary: the toggle of a disclosure (the mobile menu, the quick question), by its
 * words or by the words it shows while closed (the quick question's holds its open words too, hidden).
 */
export const summary = (text: string) => `//summary[${reads(text)} or ./*[${reads(text)}]]`;
