import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { errorSummary, errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, leadStored, postgrestError } from '@/testing/supabase-http';
import { visitor } from '@/lib/visit';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { FounderInquiryForm } from './founder-inquiry-form';
import { founderInquiryMessages } from '../messages';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/collective/apply');
  renderInRouter(<FounderInquiryForm />);
  return { user, submit: () => screen.getByRole('button', { name: /Send/ }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Grace Founder');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Go-to-market' }));
  await user.click(screen.getByRole('checkbox', { name: 'Scaling operations' }));
  await user.click(screen.getByRole('radio', { name: 'In 1-3 months' }));
  await user.click(screen.getByRole('radio', { name: 'Book a call with us' }));
}

describe('FounderInquiryForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows every message at once, in the focused summary', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Email'), 'grace@example');
    await user.click(submit());
    const summary = errorSummary();
    expect(summary).toHaveFocus();
    expect(errorSummaryMessages()).toEqual([
      'Full name is required',
      'Email is invalid',
      'Please select at least one challenge',
      'Please select a timeline',
      'Please select your preferred next step',
    ]);
    expect(screen.getByRole('group', { name: 'When do you want to start?' })).toHaveAccessibleDescription(
      'Error: Please select a timeline',
    );
    await user.click(screen.getByRole('radio', { name: 'As soon as possible' }));
    expect(screen.getByRole('group', { name: 'When do you want to start?' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.received).toEqual([]);
  });

  it('refuses control characters and direction overrides in one-line fields, with a message on the field', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Full name'));
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('Grace\u202egnp.exe');
    await user.click(screen.getByLabelText('Company name (optional)'));
    await user.paste('Orbit\u0007');
    await user.click(submit());
    expect(errorSummaryMessages()).toEqual([
      'Full name cannot contain line breaks, tabs, control characters or text-direction overrides',
      'Company name cannot contain line breaks, tabs, control characters or text-direction overrides',
    ]);
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Error: Full name cannot contain line breaks, tabs, control characters or text-direction overrides',
    );
    expect(backend.received).toEqual([]);
  });

  it('stores the inquiry as one row, empty optional fields as null, and thanks the founder', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    const thanks = await screen.findByRole('heading', { name: founderInquiryMessages.thanks });
    expect(thanks).toHaveFocus();
    expect(screen.getByRole('link', { name: /Back to the Collective/ })).toHaveAttribute(
      'href',
      '/collective',
    );
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    // "Book a call with us" was the next step asked for: the booking page is one press away.
    expect(screen.getByRole('link', { name: 'Book Your Free Call' })).toHaveAttribute(
      'href',
      '/book-call?source=collective',
    );
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'collective_inquiries',
        body: {
          full_name: 'Grace Founder',
          email: 'grace@example.com',
          company_name: null,
          challenges: ['gtm', 'scaling-ops'],
          description: null,
          timeline: '1-3-months',
          budget: null,
          next_step: 'call',
          request_id: expect.any(String),
          page: '/collective/apply',
          utm: null,
        },
      }),
    ]);
  });

  it('keeps everything after a refusal and sends it again with the same request id', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company name (optional)'), 'Orbit');
    await user.click(screen.getByRole('radio', { name: '$10K-$25K' }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(founderInquiryMessages.failure);
    expect(screen.getByLabelText('Company name (optional)')).toHaveValue('Orbit');
    expect(screen.getByRole('checkbox', { name: 'Go-to-market' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$10K-$25K' })).toBeChecked();
    expect(submit()).toBeEnabled();
    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    await screen.findByRole('heading', { name: founderInquiryMessages.thanks });
    const [failed, stored] = backend.received as { body: { request_id: string; budget: string } }[];
    expect(stored!.body.request_id).toBe(failed!.body.request_id);
    expect(stored!.body.budget).toBe('$10K-$25K');
  });

  it('remembers the founder for the booking page once the inquiry is stored, not before', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    await screen.findByRole('alert');
    expect(visitor()).toEqual({});
    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    await screen.findByRole('heading', { name: founderInquiryMessages.thanks });
    expect(visitor()).toEqual({ name: 'Grace Founder', email: 'grace@example.com' });
  });

  it('pretends success to a bot that fills the honeypot and stores nothing', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Leave this empty'), 'spam');
    await user.click(submit());
    await screen.findByRole('heading', { name: founderInquiryMessages.thanks });
    expect(backend.received).toEqual([]);
  });
});
