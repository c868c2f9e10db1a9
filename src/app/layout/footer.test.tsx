import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('footer', () => {
  it('carries the footer links, contact details and the current year', async () => {
    await renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    const links = footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['About', '/about'],
        ['Solutions', '/solutions'],
        ['Blog', '/blog'],
        ['Collective', '/collective'],
        ['Contact', '/book-call'],
        ['Strategy & Roadmap', '/strategy'],
        ['MVP Validation', '/mvp'],
        ['Revenue Growth', '/growth'],
        ['Book a Call', '/book-call'],
        ['Growth Diagnostic', '/growth-check'],
        ['Growth Playbook', '/growth-playbook'],
        ['Labs', '/labs'],
        ['Get In Touch', '/book-call'],
        ['Policies', '/policies'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
      ]),
    );
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(footer.getByRole('link', { name: /\d{3}.*\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(footer.getByText(String(new Date().getFullYear()))).toBeInTheDocument();
  });
});
