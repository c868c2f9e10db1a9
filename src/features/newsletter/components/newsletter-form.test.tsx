import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderInRouter } from '@/testing/render-app';
import { fakeSupabase, leadStored, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { NewsletterForm } from './newsletter-form';
import { newsletterMessages } from '../messages';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup();
  renderInRouter(<NewsletterForm source="blog" />);
  return {
    user,
    email: screen.getByLabelText('Email address'),
    button: () => screen.queryByRole('button', { name: /Subscrib/ }),
  };
}

describe('NewsletterForm', () => {
  it('keeps Subscribe disabled until an address is typed', async () => {
    const { user, email, button } = setup();
    expect(email).toHaveAttribute('type', 'email');
    expect(button()).toBeDisabled();
    await user.type(email, 'ada@example.com');
    expect(button()).toBeEnabled();
  });

  it('stores the address with its source, then shows Subscribed! and clears the input', async () => {
    const { user, email, button } = setup();
    await user.type(email, 'ada@example.com');
    await user.click(button()!);
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
    expect(screen.getByText(/We sent the link to/)).toHaveTextContent(newsletterMessages.confirm);
    expect(email).toHaveValue('');
    expect(button()).not.toBeInTheDocument();
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]).toMatchObject({
      table: 'newsletter_subscribers',
      body: { email: 'ada@example.com', source: 'blog', request_id: expect.any(String) },
    });
  });

  it('shows where the confirmation went, and the inbox to open for a known webmail', async () => {
    const { user, email, button } = setup();
    await user.type(email, 'ada@gmail.com');
    await user.click(button()!);
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
    expect(screen.getByText('ada@gmail.com')).toBeInTheDocument();
    expect(screen.getByText(/We sent the link to/)).toHaveTextContent(
      `We sent the link to ada@gmail.com. ${newsletterMessages.confirm}`,
    );
    expect(screen.getByRole('link', { name: 'Open Gmail' })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#inbox',
    );
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('suggests the address a mistyped domain was meant to be, and signs that one up at a tap', async () => {
    const { user, email, button } = setup();
    await user.type(email, 'ada@gmial.com');
    await user.click(button()!);
    const fix = await screen.findByRole('button', { name: 'ada@gmail.com' });
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean ada@gmail.com?');
    expect(screen.queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
    await user.click(fix);
    expect(email).toHaveValue('ada@gmail.com');
    await user.click(button()!);
    await screen.findByRole('link', { name: 'Open Gmail' });
    expect(backend.received.map((call) => (call.body as { email: string }).email)).toEqual([
      'ada@gmial.com',
      'ada@gmail.com',
    ]);
  });

  it("ties a malformed address's error to the field and focuses it, sending nothing", async () => {
    const { user, email, button } = setup();
    await user.type(email, 'ada@example');
    await user.click(button()!);
    const error = await screen.findByText('Email is invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    await waitFor(() => expect(error).toHaveFocus());
    expect(backend.received).toEqual([]);
  });

  it('reads Subscribing... and is disabled while the request is in flight', async () => {
    let release: () => void = () => {};
    backend.respondWith(() => new Promise((resolve) => (release = () => resolve(leadStored('queued')))));
    const { user, email } = setup();
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = await screen.findByRole('button', { name: newsletterMessages.submitting });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
  });

  it('shows the failure message, keeps the address, and a retry sends the same request id', async () => {
    expectConsoleError(); // the failure is logged
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, email } = setup();
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(newsletterMessages.error);
    // A refusal is not the address's fault: the banner says so and takes focus, as in every form.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).toHaveValue('ada@example.com');

    backend.respondWith(() => leadStored('queued'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
    const ids = backend.received.map((insert) => (insert.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('when a limit skipped the confirmation: no mail promised, and the way forward', async () => {
    backend.respondWith(() => leadStored('skipped'));
    const { user, email } = setup();
    await user.type(email, 'ada@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterMessages.received)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(newsletterMessages.subscribed)).not.toBeInTheDocument();
    expect(screen.getByText(/We could not send the confirmation email/)).toHaveTextContent(
      `${newsletterMessages.notSent} ${site.email}.`,
    );
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.queryByText(/Check your inbox|We sent the link/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Gmail' })).not.toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('stores nothing when the honeypot is filled, and still shows success', async () => {
    const { user, email } = setup();
    await user.type(screen.getByLabelText('Leave this empty'), 'http://spam.example');
    await user.type(email, 'bot@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeInTheDocument();
    expect(backend.received).toEqual([]);
  });
});
