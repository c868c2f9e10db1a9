import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { errorSummary, errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { PlaybookForm } from './playbook-form';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PlaybookForm frameworkPath="/growth-playbook/framework" />
    </MemoryRouter>,
  );
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

  it('stores the lead, reads Downloading... meanwhile, then shows Check Your Email! with the playbook link', async () => {
    let release: () => void = () => {};
    backend.respondWith(
      () => new Promise((resolve) => (release = () => resolve(new HttpResponse(null, { status: 201 })))),
    );
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Downloading...' }));
    release();
    const success = await screen.findByRole('heading', { name: 'Check Your Email!' });
    await waitFor(() => expect(success).toHaveFocus());
    expect(
      screen.getByText(/We've sent the Growth Experiment Framework \(a 10-page PDF\)/),
    ).toBeInTheDocument();
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

  it('keeps what was typed after a failure, and the retry carries the same request id', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(500, 'XX000', 'down'));
    const { user, submit, name, email } = setup();
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error downloading the playbook. Please try again.',
    );
    expect(name).toHaveValue('Ada Founder');
    expect(email).toHaveValue('ada@example.com');

    backend.respondWith(() => new HttpResponse(null, { status: 201 }));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    const [first, second] = backend.received.map(
      (insert) => (insert.body as { request_id: string }).request_id,
    );
    expect(first).toBe(second);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const { user, submit, name, email } = setup();
    await user.type(screen.getByLabelText('Leave this empty'), 'spam');
    await user.type(name, 'Bot');
    await user.type(email, 'bot@example.com');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    expect(backend.received).toEqual([]);
  });
});
