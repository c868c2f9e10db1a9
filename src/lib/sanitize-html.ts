import type { DOMPurify as Purifier } from 'dompurify';

/**
 * Owner-written HTML may format text and link out; nothing in it may run, frame, post, name or restyle the
 * page. No `id` or `name`: an element named like one of the page's own (its data block, a form field) would
 * be found in its place (DOM clobbering). No `class` or `style`: the prose styles (`.rich-text` in
 * src/styles.css) style elements by tag, so content needs no class, and a utility class such as
 * `fixed inset-0 z-50` would cover the page. No `for` (a label would work a control of the page) and no
 * popover attributes (the top layer is the page's).
 */
const config = {
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'for', 'popover', 'popovertarget', 'popovertargetaction'],
};

let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify needs a DOM: the browser's, or while prerendering in Node a jsdom window (jsdom is never part of
 * the client bundle: `import.meta.env.SSR` removes that branch).
 */
function getPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    // Loaded on first use: a prerendered MVP page hydrates with its description already sanitized.
    const { default: DOMPurify } = await import('dompurify');
    const instance = import.meta.env.SSR
      ? DOMPurify(new (await import('jsdom')).JSDOM('').window)
      : DOMPurify(window);
    // Links to other sites open in a new tab without handing it this page (window.opener) or the referrer.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    });
    return instance;
  })();
  return purifier;
}

/** Sanitized HTML, safe for dangerouslySetInnerHTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await getPurifier()).sanitize(html, config);
}
