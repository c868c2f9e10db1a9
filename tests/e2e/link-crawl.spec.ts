import { expect, test } from './fixtures.ts';

/**
 * Paths other open issues build. Links to them are listed, not failed, until they exist; remove a prefix
 * here when its issue lands so its links are checked like the rest.
 */
const builtByOpenIssues: string[] = [];

const isPending = (path: string) =>
  builtByOpenIssues.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

test('every internal link reachable from / answers 200 without a redirect (crawled as a crawler sees the HTML)', async ({
  request,
}) => {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  const pending = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    if (status === 404 && isPending(path)) {
      pending.add(path);
      continue;
    }
    // Old addresses (/free-guide, /labs/mvp/...) answer 301 for visitors who kept them; the site's own links
    // point at the page itself, so nobody pays the extra hop.
    if (status === 301) {
      broken.push(`${path} is linked but redirects to ${response.headers().location}`);
      continue;
    }
    if (status !== 200) {
      broken.push(`${path} answered ${status}`);
      continue;
    }
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href.replace(/&amp;/g, '&'), 'http://site.test');
      const next = target.pathname;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }

  test.info().annotations.push({ type: 'pages crawled', description: String(seen.size - pending.size) });
  if (pending.size > 0) {
    const list = [...pending].sort().join(', ');
    test.info().annotations.push({ type: 'links to pages other open issues build', description: list });
    // eslint-disable-next-line no-console -- shown in the test run's output on purpose, not only in the report
    console.log(`Links to pages not built yet (owned by open issues): ${list}`);
  }
  expect(broken).toEqual([]);
  expect(seen.size - pending.size).toBeGreaterThanOrEqual(14);
});
