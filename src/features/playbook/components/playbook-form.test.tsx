import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deliveryMessages } from '@/components/form/delivery-messages';
import { resendKeptLeads } from '@/lib/lead-delivery/deliver';
import { keepPending } from '@/lib/lead-delivery/kept-leads';
import { renderInRouter } from '@/testing/render-app';
import { errorSummary, errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, leadStored, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { PlaybookForm } from './playbook-form';
import { playbookMessages } from '../messages';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup();
  renderInRouter(<PlaybookForm frameworkPath="/growth-playbook/framework" />);
  return {
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    submit: () => screen.getByRole('button', { name: /Download/ }),
  };
}

describe('PlaybookForm', () => {
  it('shows every error at once in a focused summary tied to its field', async () => {
    const { user, submit, name, email } = setup();
    await user.click(submit());
    const summary = errorSummary();
    expect(summary).toHaveFocus();
    expect(errorSummaryMessages()).toEqual(['Name is required', 'Email is required']);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Error: Name is required');
    expect(email).toHaveAccessibleDescription('Error: Email is required');
    expect(backend.received).toEqual([]);
  });

  it('says "Email is invalid" for a malformed address, and editing a field clears its error', async () => {
    const { user, submit, name, email } = setup();
    await user.type(email, 'ada@example');
    await user.click(submit());
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Email is invalid" for an address with an invisible character, which only looks like another', async () => {
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada\u200b@example.com');
    await user.click(submit());
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    expect(backend.received).toEqual([]);
  });

  it('stores the lead, reads Downloading... meanwhile, then shows Check Your Email! with the playbook link', async () => {
    let release: () => void = () => {};
    backend.respondWith(() => new Promise((resolve) => (release = () => resolve(leadStored('queued')))));
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Downloading...' }));
    // The answer is held until the request has arrived; releasing earlier would release nothing.
    await waitFor(() => expect(backend.received).toHaveLength(1));
    release();
    const success = await screen.findByRole('heading', { name: playbookMessages.success });
    await waitFor(() => expect(success).toHaveFocus());
    expect(screen.getByText(/We've sent the Growth Playbook \(a 10-page PDF\)/)).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download the PDF now' });
    expect(pdf).toHaveAttribute('href', '/downloads/growth-experiment-framework.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Open the playbook now' })).toHaveAttribute(
      'href',
      '/growth-playbook/framework',
    );
    expect(screen.getByRole('link', { name: /Book a free call/ })).toHaveAttribute(
      'href',
      '/book-call?source=monetization',
    );
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]).toMatchObject({
      table: 'playbook_requests',
      body: { full_name: 'Ada Founder', email: 'ada@example.com', request_id: expect.any(String) },
    });
  });

  it('when a limit skipped the mail: promises none, and hands over the playbook on the site', async () => {
    backend.respondWith(() => leadStored('skipped'));
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    const ready = await screen.findByRole('heading', { name: playbookMessages.ready });
    await waitFor(() => expect(ready).toHaveFocus());
    const confirmation = ready.parentElement!;
    expect(confirmation).toHaveTextContent(
      'We could not email you the Growth Playbook this time, so here it is: download the PDF or read it on this site.',
    );
    expect(confirmation).not.toHaveTextContent(/inbox|Check Your Email|We've sent/);
    expect(screen.getByRole('link', { name: 'Open the playbook now' })).toHaveAttribute(
      'href',
      '/growth-playbook/framework',
    );
    expect(screen.getByRole('link', { name: 'Download the PDF now' })).toHaveAttribute(
      'href',
      '/downloads/growth-experiment-framework.pdf',
    );
    expect(backend.received).toHaveLength(1);
  });

  it('keeps what was typed after a refusal, and the retry carries the same request id', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(playbookMessages.failure);
    expect(name).toHaveValue('Ada Founder');
    expect(email).toHaveValue('ada@example.com');

    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: playbookMessages.success })).toBeInTheDocument();
    const [first, second] = backend.received.map(
      (insert) => (insert.body as { request_id: string }).request_id,
    );
    expect(first).toBe(second);
  });

  it('keeps what was typed in the browser and shows it again on the next visit, until the studio has it', async () => {
    const first = setup();
    await first.user.type(first.name, 'Ada Founder');
    await first.user.type(first.email, 'ada@example.com');
    cleanup(); // the tab closed
    const next = setup();
    await waitFor(() => expect(next.name).toHaveValue('Ada Founder'));
    expect(next.email).toHaveValue('ada@example.com');
    await next.user.click(next.submit());
    await screen.findByRole('heading', { name: playbookMessages.success });
    cleanup();
    const after = setup();
    expect(after.name).toHaveValue('');
  });

  it('says where a kept draft came from, and clears it on request (a shared computer)', async () => {
    const first = setup();
    await first.user.type(first.name, 'Ada Founder');
    expect(screen.queryByText(deliveryMessages.draftKept)).not.toBeInTheDocument();
    cleanup();
    const next = setup();
    await waitFor(() => expect(next.name).toHaveValue('Ada Founder'));
    expect(screen.getByText(deliveryMessages.draftKept)).toBeInTheDocument();
    await next.user.click(screen.getByRole('button', { name: deliveryMessages.clearDraft }));
    expect(next.name).toHaveValue('');
    expect(next.name).toHaveFocus();
    expect(screen.queryByText(deliveryMessages.draftKept)).not.toBeInTheDocument();
    expect(localStorage.getItem('lead-draft:playbook')).toBeNull();
    cleanup();
    expect(setup().name).toHaveValue('');
  });

  it('shows a lead that an earlier visit could not send as sending, then its thanks once the resend lands', async () => {
    const requestId = '00000000-0000-4000-8000-00000000abcd';
    const values = { name: 'Ada Founder', email: 'ada@example.com' };
    localStorage.setItem('lead-draft:playbook', JSON.stringify({ values, requestId, savedAt: Date.now() }));
    keepPending({
      requestId,
      path: 'functions/v1/leads',
      body: JSON.stringify({ form: 'playbook', ...values, request_id: requestId }),
      since: Date.now(),
    });
    let release: () => void = () => {};
    backend.respondWith(() => new Promise((resolve) => (release = () => resolve(leadStored('queued')))));
    const { name } = setup();
    await waitFor(() => expect(name).toHaveValue('Ada Founder'));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    resendKeptLeads(); // as the site does once React has the page
    await waitFor(() => expect(backend.received).toHaveLength(1));
    release();
    await screen.findByRole('heading', { name: playbookMessages.success });
    expect(backend.received[0]).toMatchObject({ body: { request_id: requestId } });
    expect(localStorage.getItem('lead-draft:playbook')).toBeNull();
    expect(localStorage.getItem('leads:pending')).toBeNull();
  });

  it('while the backend is down it says it keeps trying, after a minute that nothing is lost; an edit sent again keeps the request id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.respondWith(() => HttpResponse.json({ ok: false, error: 'unavailable' }, { status: 503 }));
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByText(deliveryMessages.retrying)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(deliveryMessages.kept);
    expect(banner).toHaveTextContent(`${deliveryMessages.otherWay} hello@foundercraft.studio.`);
    await waitFor(() => expect(banner).toHaveFocus());
    expect(screen.queryByText(deliveryMessages.retrying)).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    backend.respondWith(() => leadStored('queued'));
    await user.click(submit());
    await screen.findByRole('heading', { name: playbookMessages.success });
    const ids = new Set(backend.received.map((insert) => (insert.body as { request_id: string }).request_id));
    expect(ids.size).toBe(1);
    expect(backend.received.at(-1)?.body).toMatchObject({ full_name: 'Ada Lovelace' });
    vi.useRealTimers();
  });

  it("shows the function's field messages when it refuses a value the form let through, and retries nothing", async () => {
    expectConsoleError();
    backend.respondWith(() =>
      HttpResponse.json(
        { ok: false, error: 'invalid', fields: { email: 'Email is invalid' } },
        { status: 400 },
      ),
    );
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(errorSummaryMessages()).toEqual(['Email is invalid']);
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.received).toHaveLength(1);
    expect(submit()).toBeEnabled();
  });

  it('stores nothing when the honeypot is filled', async () => {
    const { user, submit, name, email } = setup();
    await user.type(screen.getByLabelText('Leave this empty'), 'spam');
    await user.type(name, 'Bot');
    await user.type(email, 'bot@example.com');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: playbookMessages.ready })).toBeInTheDocument();
    expect(backend.received).toEqual([]);
  });

  it.each([
    ['josé@example.com', 'Ada Founder', null],
    ['user@example.c', 'Ada Founder', ['email', 'Error: Email is invalid']],
    ['ada@example.com', 'A'.repeat(121), ['name', 'Error: Name must be at most 120 characters']],
  ] as const)(
    '%s with a name of %#: explained on the field before any request',
    async (address, fullName, problem) => {
      const { user, submit, name, email } = setup();
      // A 121-character name can only arrive by script or autofill: the input's maxlength stops typing at 120.
      expect(name).toHaveAttribute('maxlength', '120');
      fireEvent.change(name, { target: { value: fullName } });
      await user.type(email, address);
      await user.click(submit());
      if (!problem) {
        await screen.findByRole('heading', { name: playbookMessages.success });
        expect(backend.received[0]).toMatchObject({ body: { email: address } });
        return;
      }
      expect({ name, email }[problem[0]]).toHaveAccessibleDescription(problem[1]);
      expect(backend.received).toEqual([]);
    },
  );

  it("on the function's 429, says at once that the lead is kept and sent later, keeps the input, and brings the banner into view with focus", async () => {
    expectConsoleError();
    backend.respondWith(() =>
      HttpResponse.json(
        { ok: false, error: 'rate_limited', message: 'Too many submissions from your connection.' },
        { status: 429, headers: { 'Retry-After': '1800' } },
      ),
    );
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(deliveryMessages.keptRateLimited);
    expect(within(banner).getByRole('link', { name: 'hello@foundercraft.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@foundercraft.studio',
    );
    await waitFor(() => expect(banner).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(name).toHaveValue('Ada Founder');
    expect(email).toHaveValue('ada@example.com');
  });

  it('sends nothing from a form the browser is already posting (sent before React had the page)', async () => {
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    // As the boot script marks a form it let the browser post (src/app/boot/early-forms.ts).
    submit().closest('form')!.setAttribute('data-sending', crypto.randomUUID());
    await user.click(submit());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.received).toEqual([]);
  });
});
