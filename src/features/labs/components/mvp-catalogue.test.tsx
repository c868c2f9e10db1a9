import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { mvp } from '@/testing/labs';
import { MvpCatalogue } from './mvp-catalogue';
import { catalogueMessages } from '../messages';

const mvps = [
  mvp({
    slug: 'churn',
    title: 'Churn Signal',
    summary: 'Warns before cancels.',
    status: 'beta',
    betaUsers: 38,
  }),
  mvp({ slug: 'radar', title: 'Feedback Radar', status: 'live', liveUrl: 'https://radar.example' }),
  mvp({
    slug: 'nudge',
    title: 'Invoice Nudge',
    status: 'retired',
    featuredImage: '/images/labs/invoice-nudge.webp',
  }),
];

function setup(list = { mvps, failed: false }) {
  renderInRouter(<MvpCatalogue list={list} />);
  return userEvent.setup();
}

/** The catalogue as the build prerenders it, on the page, before any script has run. */
function prerendered(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('MvpCatalogue', () => {
  it('shows a card per MVP with its badge, users, image and the right main button', () => {
    setup();
    expect(cardTitles()).toEqual(['Churn Signal', 'Feedback Radar', 'Invoice Nudge']);
    const churn = screen.getByRole('heading', { name: 'Churn Signal' }).closest('li')!;
    expect(within(churn).getByText('Beta')).toBeInTheDocument();
    expect(within(churn).getByText('38 beta users')).toBeInTheDocument();
    // The default image, offered in the card's sizes (in development, made on request by the dev server).
    expect(churn.querySelector('img')?.getAttribute('srcset')).toContain(
      `/_image?src=${encodeURIComponent('/images/labs/default.webp')}&w=360 360w`,
    );
    expect(within(churn).getByRole('link', { name: 'Request Beta Access' })).toHaveAttribute(
      'href',
      '/labs/churn/beta-access',
    );
    expect(within(churn).getByRole('link', { name: 'Learn more about Churn Signal' })).toHaveAttribute(
      'href',
      '/labs/churn',
    );

    const radar = screen.getByRole('heading', { name: 'Feedback Radar' }).closest('li')!;
    // jsdom's name computation drops the space before the visually hidden text; Chromium keeps it.
    const live = within(radar).getByRole('link', { name: /^Try It Live ?\(opens in a new tab\)$/ });
    expect(live).toHaveAttribute('href', 'https://radar.example');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');

    const nudge = screen.getByRole('heading', { name: 'Invoice Nudge' }).closest('li')!;
    expect(within(nudge).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/labs/nudge');
  });

  it('filters by text and status, says catalogueMessages.empty, and "Clear filters" brings all back', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Live');
    expect(cardTitles()).toEqual(['Feedback Radar']);
    await user.type(screen.getByLabelText('Search MVPs'), 'churn');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: catalogueMessages.empty })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 MVPs shown')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toEqual(['Churn Signal', 'Feedback Radar', 'Invoice Nudge']);
    expect(screen.getByLabelText('Search MVPs')).toHaveValue('');
    expect(screen.getByLabelText('Filter by status')).toHaveValue('all');
  });

  it('applies a status chosen and text typed on the prerendered page once React hydrates it', () => {
    const page = (
      <MemoryRouter>
        <MvpCatalogue list={{ mvps, failed: false }} />
      </MemoryRouter>
    );
    const container = prerendered(page);
    // The visitor, before the scripts: the status CSS already filters by, and a search.
    within(container).getByLabelText<HTMLSelectElement>('Filter by status').value = 'beta';
    within(container).getByLabelText<HTMLInputElement>('Search MVPs').value = 'warns';
    render(page, { container, hydrate: true });
    expect(cardTitles()).toEqual(['Churn Signal']);
    expect(screen.getByLabelText('Filter by status')).toHaveValue('beta');
    expect(screen.getByLabelText('Search MVPs')).toHaveValue('warns');
    expect(screen.getByText('1 of 3 MVPs shown')).toBeInTheDocument();
  });

  it('before React, holds a hidden catalogueMessages.empty for each status with no MVP, whose "Clear filters" resets the filters', async () => {
    // Prerendered with no testing MVP (the three above are beta, live and retired).
    const container = prerendered(
      <MemoryRouter>
        <MvpCatalogue list={{ mvps, failed: false }} />
      </MemoryRouter>,
    );
    const empty = within(container)
      .getByRole('heading', { name: catalogueMessages.empty })
      .closest('[data-empty-for]');
    // Shown by CSS only when "Testing" is chosen (mvp-catalogue.tsx, statusFilterRules).
    expect(empty).toHaveAttribute('data-empty-for', 'testing');
    expect(empty).toHaveClass('hidden');
    const select = within(container).getByLabelText<HTMLSelectElement>('Filter by status');
    const search = within(container).getByLabelText<HTMLInputElement>('Search MVPs');
    select.value = 'testing';
    search.value = 'pricing';
    // No script has run: the button works as HTML, resetting the filter form.
    await userEvent.click(within(container).getByRole('button', { name: 'Clear filters' }));
    expect(select).toHaveValue('all');
    expect(search).toHaveValue('');
  });

  it('offers no "Clear filters" when the catalogue itself is empty', () => {
    setup({ mvps: [], failed: false });
    expect(screen.getByRole('heading', { name: catalogueMessages.empty })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('tells a failed load from an empty catalogue, with "Try Again"', () => {
    setup({ mvps: [], failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent(catalogueMessages.failure);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: catalogueMessages.empty })).not.toBeInTheDocument();
  });
});
