import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/**
 * A menu's summary (the element a screen reader announces as a button, expanded or collapsed; the DOM
 * testing library gives summaries no role) and the details element it opens.
 */
function menu(name: 'Solutions' | 'Menu') {
  const summary = within(mainNav())
    .getByText(name, { selector: 'summary, summary > span' })
    .closest('summary')!;
  return { summary, details: summary.closest('details')! };
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

  it('opens the Solutions dropdown, and Escape closes it and returns focus to its summary', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const { summary: toggle, details: dropdown } = menu('Solutions');
    expect(dropdown).not.toHaveAttribute('open');

    await user.click(toggle);
    expect(dropdown).toHaveAttribute('open');
    const list = within(dropdown).getByRole('list');
    expect(list).toBeVisible();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All Solutions', '/solutions'],
      ['Strategy & Roadmap', '/strategy'],
      ['MVP Validation', '/mvp'],
      ['Revenue Growth', '/growth'],
    ]);

    await user.tab();
    expect(within(list).getByRole('link', { name: 'All Solutions' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dropdown).not.toHaveAttribute('open');
    expect(list).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes the dropdown when focus leaves it, or on a press outside it', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const { summary: toggle, details: dropdown } = menu('Solutions');
    await user.click(toggle);
    await user.tab({ shift: true });
    expect(dropdown).not.toHaveAttribute('open');

    await user.click(toggle);
    expect(dropdown).toHaveAttribute('open');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(dropdown).not.toHaveAttribute('open');
  });

  it('opens and closes the mobile menu, Escape returning focus to its summary', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const { summary: toggle, details: mobileMenu } = menu('Menu');
    const growth = within(mobileMenu).getByRole('link', { name: 'Revenue Growth' });
    expect(growth).not.toBeVisible();

    await user.click(toggle);
    expect(mobileMenu).toHaveAttribute('open');
    expect(growth).toBeVisible();
    expect(growth).toHaveAttribute('href', '/growth');

    await user.keyboard('{Escape}');
    expect(growth).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(growth).toBeVisible();
    await user.click(toggle);
    expect(growth).not.toBeVisible();
  });

  it.each([
    ['/collective/join', 'Collective'],
    ['/collective/apply', 'Collective'],
    ['/collective', 'Collective'],
    ['/strategy', 'Strategy & Roadmap'],
  ])('on %s the mobile menu highlights %s, as the bar does', async (path, name) => {
    const user = userEvent.setup();
    await renderApp(path);
    const { summary, details } = menu('Menu');
    await user.click(summary);
    const link = within(details).getByRole('link', { name });
    expect(link).toHaveAttribute('aria-current', path === link.getAttribute('href') ? 'page' : 'true');
    expect(link).toHaveClass('bg-brand-50');
    const highlighted = within(details)
      .getAllByRole('link')
      .filter((candidate) => candidate.hasAttribute('aria-current'));
    expect(highlighted).toEqual([link]);
  });

  it('closes the mobile menu after following one of its links', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const { summary, details } = menu('Menu');
    await user.click(summary);
    await user.click(within(details).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
    expect(details).not.toHaveAttribute('open');
  });
});
