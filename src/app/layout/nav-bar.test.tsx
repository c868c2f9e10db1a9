import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('navigation bar', () => {
  it('lists the navigation links and a Get in Touch button to /book-call', async () => {
    await renderApp('/about');
    const nav = within(mainNav());
    for (const name of ['Home', 'Collective', 'Blog', 'About']) {
      expect(nav.getAllByRole('link', { name })[0]).toBeInTheDocument();
    }
    expect(nav.getAllByRole('link', { name: 'Get in Touch' })[0]).toHaveAttribute('href', '/book-call');
  });

  it('marks the current page', async () => {
    await renderApp('/about');
    expect(within(mainNav()).getAllByRole('link', { name: 'About' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('opens the Solutions dropdown, and Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Solutions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All Solutions', '/solutions'],
      ['Strategy & Roadmap', '/strategy'],
      ['MVP Validation', '/mvp'],
      ['Revenue Growth', '/growth'],
    ]);

    await user.tab();
    expect(within(menu).getByRole('link', { name: 'All Solutions' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes the dropdown when focus leaves it', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Solutions' });
    await user.click(toggle);
    await user.tab({ shift: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the mobile menu, Escape returning focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Revenue Growth' })).toHaveAttribute('href', '/growth');

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it.each([
    ['/collective/join', 'Collective'],
    ['/collective/apply', 'Collective'],
    ['/collective', 'Collective'],
    ['/strategy', 'Strategy & Roadmap'],
  ])('on %s the mobile menu highlights %s, as the bar does', async (path, name) => {
    const user = userEvent.setup();
    await renderApp(path);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const link = within(menu).getByRole('link', { name });
    expect(link).toHaveAttribute('aria-current', path === link.getAttribute('href') ? 'page' : 'true');
    expect(link).toHaveClass('bg-brand-50');
    const highlighted = within(menu)
      .getAllByRole('link')
      .filter((candidate) => candidate.hasAttribute('aria-current'));
    expect(highlighted).toEqual([link]);
  });

  it('closes the mobile menu after following one of its links', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});
