import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from '@/lib/analytics-consent';
import { renderAppFresh } from '@/testing/render-app';

/** A first visit to the whole site; env is read at import, so the modules load after the stub. */
async function visit(path: string, { measurementId = 'G-TEST123' as string | null } = {}) {
  if (measurementId) vi.stubEnv('VITE_GA_MEASUREMENT_ID', measurementId);
  await renderAppFresh(path);
}

const banner = () => screen.queryByRole('region', { name: 'May we count your visit?' });
const storedChoice = () => JSON.parse(localStorage.getItem('analytics-consent') ?? 'null')?.choice;

describe('the analytics choice', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('asks on the first visit, in plain words, without taking focus, with equal Accept and Decline', async () => {
    await visit('/');
    const region = await screen.findByRole('region', { name: 'May we count your visit?' });
    expect(region).toHaveTextContent(
      'If you accept, Google Analytics cookies count the pages you view and the forms you send.',
    );
    expect(region).toHaveTextContent('nothing is measured unless you accept.');
    expect(within(region).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const accept = within(region).getByRole('button', { name: 'Accept' });
    const decline = within(region).getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(document.activeElement).toBe(document.body);
  });

  it('remembers Accept; "Cookie settings" in the footer reopens it, and Decline there reverses it', async () => {
    const user = userEvent.setup();
    await visit('/');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toBe('granted');

    const settings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const region = await screen.findByRole('region', { name: 'May we count your visit?' });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('You have accepted analytics.');

    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toBe('denied');
    expect(settings).toHaveFocus();
  });

  it('the privacy page explains analytics and its button reopens the choice', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'analytics-consent',
      JSON.stringify({ version: CONSENT_POLICY_VERSION, choice: 'denied' }),
    );
    await visit('/privacy');
    expect(banner()).toBeNull();
    const section = screen.getByRole('region', { name: /Analytics and cookies/ });
    expect(section).toHaveTextContent('It runs only after you accept');
    expect(section).toHaveTextContent('no Google script is loaded and nothing is sent to Google');
    await user.click(within(section).getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('region', { name: 'May we count your visit?' })).toHaveTextContent(
      'You have declined analytics.',
    );
  });

  it('without a measurement id there is no banner, no "Cookie settings" and no analytics on /privacy', async () => {
    await visit('/privacy', { measurementId: null });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(screen.getByRole('region', { name: /Analytics and cookies/ })).toHaveTextContent(
      'This site currently runs no analytics',
    );
  });
});
