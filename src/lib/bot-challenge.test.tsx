import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppFresh } from '@/testing/render-app';
import { fakeSupabase } from '@/testing/supabase-http';

const backend = fakeSupabase();
const turnstileScript = () =>
  document.querySelector<HTMLScriptElement>('script[src^="https://challenges.cloudflare.com/turnstile/"]');

/** Cloudflare's widget, faked: it adds its token field to the form it renders in, as the real one does. */
function fakeTurnstile() {
  const reset = vi.fn();
  window.turnstile = {
    render: (container) => {
      const input = document.createElement('input');
      Object.assign(input, { type: 'hidden', name: 'cf-turnstile-response', value: 'token-from-turnstile' });
      container.append(input);
      return 'widget-1';
    },
    reset,
  };
  return { reset };
}

describe('the bot challenge (Cloudflare Turnstile)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    turnstileScript()?.remove();
    delete window.turnstile;
  });

  it('is off by default: no script, no widget, nothing sent', async () => {
    await renderAppFresh('/growth-playbook');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    expect(turnstileScript()).toBeNull();
  });

  it('when configured, loads only once the visitor starts a form, and sends its token with the lead', async () => {
    vi.stubEnv('VITE_TURNSTILE_SITE_KEY', '0x4AAAAAAA-site-key');
    await renderAppFresh('/growth-playbook');
    const name = await screen.findByLabelText('Name');
    // Not with the page.
    expect(turnstileScript()).toBeNull();
    const user = userEvent.setup();
    await user.click(name);
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    const { reset } = fakeTurnstile();
    fireEvent.load(turnstileScript()!);
    await user.type(name, 'Ada Founder');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Download the Free Playbook' }));
    await screen.findByRole('heading', { name: 'Check Your Email!' });
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]!.sent).toMatchObject({
      form: 'playbook',
      'cf-turnstile-response': 'token-from-turnstile',
    });
    // The token is single-use: the widget is reset for the next submission.
    expect(reset).toHaveBeenCalledWith('widget-1');
    // One script, however often the form is focused.
    await user.click(screen.getByRole('link', { name: /Open the playbook now/ }));
    expect(document.querySelectorAll('script[src^="https://challenges.cloudflare.com/"]')).toHaveLength(1);
  });
});
