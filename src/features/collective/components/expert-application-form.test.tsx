import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, leadStored, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { ExpertApplicationForm } from './expert-application-form';
import { expertApplicationMessages } from '../messages';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/collective/join');
  renderInRouter(<ExpertApplicationForm />);
  return { user, submit: () => screen.getByRole('button', { name: /Submit/ }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Linus Expert');
  await user.type(screen.getByLabelText('Email'), 'linus@example.com');
  // Typed as people type it, without https://: stored with it (see the stored row below).
  await user.type(screen.getByLabelText('LinkedIn or portfolio URL'), 'linkedin.com/in/linus');
  await user.click(screen.getByRole('checkbox', { name: 'No-code MVPs' }));
  await user.click(screen.getByRole('checkbox', { name: 'Advisory' }));
  await user.click(screen.getByRole('radio', { name: 'Some' }));
  await user.click(screen.getByRole('radio', { name: '5-10 hours a week' }));
}

describe('ExpertApplicationForm', () => {
  it('shows every message at once', async () => {
    const { user, submit } = setup();
    await user.click(submit());
    expect(errorSummaryMessages()).toEqual([
      'Full name is required',
      'Email is required',
      'LinkedIn or portfolio URL is required',
      'Please select at least one area of expertise',
      'Please select at least one type of work',
      'Please select your startup experience',
      'Please select your availability',
    ]);
    expect(screen.getByLabelText('LinkedIn or portfolio URL')).toHaveAccessibleDescription(
      'Your profile or site, e.g. linkedin.com/in/your-name Error: LinkedIn or portfolio URL is required',
    );
  });

  it.each(['https://linkedin.com/in/li nus', 'ftp://example.com', 'linkedin.com/in/li nus'])(
    'refuses %s as a URL',
    async (url) => {
      const { user, submit } = setup();
      await user.type(screen.getByLabelText('LinkedIn or portfolio URL'), url);
      await user.click(submit());
      expect(errorSummaryMessages()).toContain('Please enter a valid URL');
    },
  );

  it('stores the application as one row, an empty work style as null, and thanks the expert', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: expertApplicationMessages.thanks });
    // Focus moves in an effect after the commit that shows the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: /Back to the Collective/ })).toHaveAttribute(
      'href',
      '/collective',
    );
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'collective_applications',
        body: {
          full_name: 'Linus Expert',
          email: 'linus@example.com',
          linkedin_url: 'https://linkedin.com/in/linus',
          expertise: ['nocode-mvps'],
          work_type: ['advisory'],
          startup_experience: 'some',
          availability: '5-10',
          work_style: null,
          request_id: expect.any(String),
          page: '/collective/join',
          utm: null,
        },
      }),
    ]);
  });

  it('can be resubmitted after a refusal (the original stayed stuck), keeping what was typed', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('How do you like to work? (optional)'), 'Async first.');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(expertApplicationMessages.failure);
    expect(submit()).toHaveTextContent('Submit Application');
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText('How do you like to work? (optional)')).toHaveValue('Async first.');
    expect(screen.getByRole('radio', { name: '5-10 hours a week' })).toBeChecked();
    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    await screen.findByRole('heading', { name: expertApplicationMessages.thanks });
    expect(backend.received).toHaveLength(2);
    expect(backend.received[1]!.body).toMatchObject({ work_style: 'Async first.' });
  });

  it('pretends success to a bot that fills the honeypot and stores nothing', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Leave this empty'), 'spam');
    await user.click(submit());
    await screen.findByRole('heading', { name: expertApplicationMessages.thanks });
    expect(backend.received).toEqual([]);
  });
});
