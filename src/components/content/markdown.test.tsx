import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdown(markdown: string) {
  return render(<Markdown markdown={markdown} />).container;
}

describe('Markdown', () => {
  it('renders markdown with GFM tables; the article keeps its only h1', () => {
    const container = renderMarkdown(
      '# Big\n\nSome **bold** text.\n\n| Plan | Price |\n| --- | --- |\n| Pro | $49 |\n',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('cell', { name: '$49' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
  });

  it.each([
    'https://example.com/x',
    'http://example.com',
    'mailto:hi@example.com',
    'irc://irc.example.net/chan',
    'ircs://irc.example.net',
    'xmpp:me@example.com',
    '/labs',
  ])('keeps a %s link', (href) => {
    renderMarkdown(`[go](${href})`);
    expect(screen.getByText('go').closest('a')).toHaveAttribute('href', href);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('makes a %s link inert', (href) => {
    renderMarkdown(`[go](<${href}>)`);
    expect(screen.getByText('go').closest('a')?.getAttribute('href') ?? '').toBe('');
  });

  it('opens other sites in a new tab without window.opener', () => {
    renderMarkdown('[out](https://example.com) and [in](/blog)');
    expect(screen.getByText('out')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('out')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('in')).not.toHaveAttribute('target');
  });

  it('never renders raw HTML or scripts written into the markdown', () => {
    const container = renderMarkdown(
      'Hello <script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned = 2">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:alert(1)">raw</a>',
    );
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('names nothing as the page does and adds no classes the page styles with', () => {
    const container = renderMarkdown(
      'Claim[^page-hydration-data].\n\n[^page-hydration-data]: {"path":"/"}\n\n```fixed inset-0 z-50\nx\n```\n',
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('user-content-'))).toBe(true);
    expect(container.querySelector('code')).toHaveAttribute('class', 'language-fixed');
  });
});
