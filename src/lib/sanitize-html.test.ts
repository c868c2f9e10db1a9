import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', '<a>click</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="alert(1)"><circle></circle></svg>', '<svg><circle></circle></svg>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<div style="width: expression(alert(1))">x</div>', '<div>x</div>'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    // Named like the page's own elements, it would be found in their place.
    [
      '<div id="page-hydration-data" hidden>{"path":"/labs/x"}</div><p>ok</p>',
      '<div hidden="">{"path":"/labs/x"}</div><p>ok</p>',
    ],
    [
      '<a name="root" href="/labs">x</a><img name="cookie" src="a.png">',
      '<a href="/labs">x</a><img src="a.png">',
    ],
    ['<svg><g id="root"></g></svg>', '<svg><g></g></svg>'],
    // Restyled with the site's own utility classes, it would cover the page.
    ['<div class="fixed inset-0 z-50 bg-white">Sign in again</div>', '<div>Sign in again</div>'],
    ['<svg class="fixed inset-0"></svg>', '<svg></svg>'],
    ['<label for="email">x</label>', '<label>x</label>'],
    ['<div popover="manual">x</div>', '<div>x</div>'],
  ])('neutralises %s', async (hostile, safe) => {
    expect(await sanitizeHtml(hostile)).toBe(safe);
  });

  it('keeps headings, lists, links and emphasis; external links open safely in a new tab', async () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><ul><li><strong>Bold</strong> and <em>em</em></li></ul><ol><li>one</li></ol>' +
      '<p><a href="https://example.com">out</a> <a href="/labs" target="_blank">in</a> <a href="mailto:a@b.co">mail</a></p>';
    expect(await sanitizeHtml(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><ul><li><strong>Bold</strong> and <em>em</em></li></ul><ol><li>one</li></ol>' +
        '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a> <a href="/labs">in</a> <a href="mailto:a@b.co">mail</a></p>',
    );
  });
});
