import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorSummary, errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';

const backend = fakeSupabase();
const SCHEMAS = '../../../../supabase/functions/_shared/lead-forms.ts';

/**
 * The playbook form as a page whose scripts have just run shows it: fresh modules, so its schemas are not
 * here yet. Their file answers when the test calls `arrive` ('held'), or never loads ('missing': a deploy
 * since the page opened removed it, or the connection dropped).
 */
async function freshForm(schemas: 'held' | 'missing', { startedBeforeReact = false } = {}) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const asked = vi.fn();
  vi.resetModules();
  vi.doMock(SCHEMAS, async (importOriginal) => {
    asked();
    if (schemas === 'missing') throw new TypeError('Failed to fetch dynamically imported module');
    await arrived;
    return importOriginal();
  });
  const { PlaybookForm } = await import('./playbook-form');
  const routes = [{ path: '*', element: <PlaybookForm frameworkPath="/growth-playbook/framework" /> }];
  if (startedBeforeReact) {
    // The prerendered form, the visitor typing in it, then React hydrating the page.
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(<RouterProvider router={createMemoryRouter(routes)} />);
    page.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
    render(<RouterProvider router={createBrowserRouter(routes)} />, { container: page, hydrate: true });
  } else render(<RouterProvider router={createBrowserRouter(routes)} />);
  return {
    user: userEvent.setup(),
    asked,
    arrive,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    submit: () => screen.getByRole('button', { name: /Download/ }),
  };
}

afterEach(() => vi.doUnmock(SCHEMAS));

// The form kit's behaviour (src/lib/leads.ts, loadLeadSchemas), seen through one of its forms.
describe("a lead form's schemas (zod and the checks, loaded apart from the page)", () => {
  it('load when the visitor starts the form, not with the page', async () => {
    const { user, asked, name } = await freshForm('held');
    // An import asks for the file a moment later: long enough for one made with the page to have asked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).not.toHaveBeenCalled();
    await user.click(name);
    expect(asked).toHaveBeenCalledOnce();
  });

  it('load as React takes the page when the visitor started the form before', async () => {
    const { asked } = await freshForm('held', { startedBeforeReact: true });
    await waitFor(() => expect(asked).toHaveBeenCalledOnce());
  });

  it('a press before they arrive is busy until they have, then every error at once, the summary focused', async () => {
    const { user, arrive, submit } = await freshForm('held');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    arrive();
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(errorSummaryMessages()).toEqual(['Name is required', 'Email is required']);
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(backend.received).toEqual([]);
  });

  it('a lead sent before they arrive is checked and stored once they have', async () => {
    const { user, arrive, name, email, submit } = await freshForm('held');
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example.com');
    await user.click(submit());
    await user.click(submit());
    expect(backend.received).toEqual([]);
    arrive();
    await screen.findByRole('heading', { name: /Check Your Email/ });
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]?.body).toMatchObject({ full_name: 'Ada Founder', email: 'ada@example.com' });
  });

  it('when they cannot load, the lead goes to the leads function, whose check shows on the fields', async () => {
    expectConsoleError(); // the function's refusal of a field is logged, as every refused check is
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, name, email, submit } = await freshForm('missing');
    await user.type(name, 'Ada Founder');
    await user.type(email, 'ada@example');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(errorSummaryMessages()).toEqual(['Email is invalid']);
    await waitFor(() => expect(errorSummary()).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Error: Email is invalid');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/schemas did not load/), expect.anything());

    await user.type(email, '.com');
    await user.click(submit());
    await screen.findByRole('heading', { name: /Check Your Email/ });
    expect(backend.received).toHaveLength(1);
    expect(backend.received[0]?.body).toMatchObject({ full_name: 'Ada Founder', email: 'ada@example.com' });
    warn.mockRestore();
  });
});
