import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptMessages } from '@/components/form/delivery-messages';
import { renderInRouter } from '@/testing/render-app';
import { errorSummary, errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, leadStored, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { IdeaForm } from './idea-form';
import { ideaMessages } from '../messages';

const backend = fakeSupabase();

function setup() {
  // With fake timers on, user-event's own delays must advance them too.
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  window.history.replaceState(null, '', '/labs/submit-idea');
  renderInRouter(<IdeaForm />);
  return { user, submit: () => screen.getByRole('button', { name: /Submit/ }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Founder');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('What problem are you solving?'), 'Invoices get paid late.');
  await user.type(screen.getByLabelText('What is your solution?'), 'Automatic reminders.');
  await user.click(screen.getByRole('radio', { name: 'SMBs' }));
  await user.click(screen.getByRole('radio', { name: 'Just an Idea' }));
  await user.click(screen.getByRole('checkbox', { name: 'Validate Idea' }));
  await user.click(screen.getByRole('checkbox', { name: 'Build MVP' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('IdeaForm', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every message at once, in the focused summary', async () => {
    const { user, submit } = setup();
    await user.click(submit());
    const summary = errorSummary();
    expect(summary).toHaveFocus();
    expect(errorSummaryMessages()).toEqual([
      'Full name is required',
      'Email is required',
      'Problem description is required',
      'Solution description is required',
      'Please select a target audience',
      'Please select your current stage',
      'Please select at least one goal',
      'Please agree to the terms',
    ]);
    expect(screen.getByRole('group', { name: 'Who is it for?' })).toHaveAccessibleDescription(
      'Error: Please select a target audience',
    );
    expect(backend.received).toEqual([]);
  });

  it("follows a summary link to the field with its label brought into view, and to a question's fieldset", async () => {
    const scrolledTo: Element[] = [];
    // jsdom lays nothing out: record what the page asks to bring into view.
    HTMLElement.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    try {
      const { user, submit } = setup();
      await user.click(submit());
      await user.click(screen.getByRole('link', { name: 'Full name is required' }));
      expect(screen.getByLabelText('Full name')).toHaveFocus();
      expect(scrolledTo.at(-1)).toHaveTextContent(/^Full name$/);
      await user.click(screen.getByRole('link', { name: 'Please select a target audience' }));
      expect(screen.getByRole('group', { name: 'Who is it for?' })).toHaveFocus();
      expect(scrolledTo.at(-1)).toBe(screen.getByRole('group', { name: 'Who is it for?' }));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('lets the visitor type after the summary took focus (focus stays in the field)', async () => {
    const { user, submit } = setup();
    await user.click(submit());
    await user.type(screen.getByLabelText('Full name'), 'Ada Founder');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Founder');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await user.click(submit());
    expect(errorSummary()).toHaveFocus();
  });

  it('clears only the edited field’s error', async () => {
    const { user, submit } = setup();
    await user.click(submit());
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('group', { name: /What do you want from Labs/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the idea as one row (empty optional fields as null), thanks the founder and returns to /labs after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    const thanks = await screen.findByRole('heading', { name: ideaMessages.thanks });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]).toMatchObject({
      table: 'labs_submissions',
      body: {
        full_name: 'Ada Founder',
        email: 'ada@example.com',
        startup_name: null,
        website: null,
        problem: 'Invoices get paid late.',
        solution: 'Automatic reminders.',
        target_audience: 'SMBs',
        current_stage: 'Just an Idea',
        goals: ['Validate Idea', 'Build MVP'],
        request_id: expect.any(String),
      },
    });
    act(() => vi.advanceTimersByTime(2500));
    expect(window.location.pathname).toBe('/labs/submit-idea');
    act(() => vi.advanceTimersByTime(600));
    expect(window.location.pathname).toBe('/labs');
  });

  it('when a limit skipped the receipt: no receipt promised, where the reply goes, and no leaving the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.respondWith(() => leadStored('skipped'));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    const thanks = await screen.findByRole('heading', { name: ideaMessages.thanks });
    const confirmation = thanks.parentElement!;
    expect(confirmation).toHaveTextContent(
      `${receiptMessages.skipped} ${receiptMessages.replyTo} ada@example.com.`,
    );
    expect(confirmation).not.toHaveTextContent('Taking you back to Labs');
    act(() => vi.advanceTimersByTime(5000));
    expect(window.location.pathname).toBe('/labs/submit-idea');
    expect(screen.getByRole('link', { name: /Back to Labs/ })).toHaveAttribute('href', '/labs');
    expect(backend.received).toHaveLength(1);
  });

  it('keeps everything after a refusal and can be sent again', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ideaMessages.failure);
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Founder');
    expect(screen.getByRole('radio', { name: 'SMBs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Build MVP' })).toBeChecked();
    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: ideaMessages.thanks })).toBeInTheDocument();
  });
});
