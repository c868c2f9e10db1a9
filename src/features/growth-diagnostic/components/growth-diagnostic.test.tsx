import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { fakeSupabase, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { GrowthDiagnostic } from './growth-diagnostic';
import { Results } from './results';
import { diagnosticMessages, diagnosticResultMessages } from '../messages';
import { analysisLabels } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';

const backend = fakeSupabase();

function setup() {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  renderInRouter(<GrowthDiagnostic />);
  return user;
}

const progress = () => screen.getByText(/^Question \d of 7$/).textContent;
const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });

/** Answers the first four questions by clicking, which moves each on at once. */
async function answerToSlider(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Pre-seed: building or just launched' }));
  await user.click(screen.getByRole('radio', { name: 'Turning users into revenue' }));
  await user.click(screen.getByRole('radio', { name: 'We talk to users' }));
  await user.click(screen.getByRole('radio', { name: 'Subscriptions' }));
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await answerToSlider(user);
  await user.click(next()); // slider untouched: stored as null
  await user.click(screen.getByRole('radio', { name: 'Under 40%' }));
  await user.click(screen.getByRole('checkbox', { name: 'Keeping users' }));
}

beforeEach(() => {
  localStorage.clear();
  backend.answerFunctions(() =>
    HttpResponse.json({
      analysis: '**Bottleneck:** retention.\n\n- Call churned users',
      offline: false,
      emailed: true,
    }),
  );
});
afterEach(() => vi.useRealTimers());

describe('GrowthDiagnostic', () => {
  it('moves on as soon as a single choice is clicked; Back returns; the heading takes focus', async () => {
    const user = setup();
    expect(progress()).toBe('Question 1 of 7');
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('radio', { name: 'Just an idea' }));
    expect(progress()).toBe('Question 2 of 7');
    expect(screen.getByRole('heading', { name: 'What is your biggest challenge right now?' })).toHaveFocus();
    await user.click(back());
    expect(progress()).toBe('Question 1 of 7');
    expect(screen.getByRole('radio', { name: 'Just an idea' })).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('a number key anywhere on the page answers, a single choice moving on; not in a text field', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <label>
          Newsletter email <input type="email" />
        </label>
        <GrowthDiagnostic />
      </>,
    );
    // On arrival, focus on the page itself: 3 picks the third option and moves on, as a tap does.
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('3');
    expect(progress()).toBe('Question 2 of 7');
    expect(screen.getByRole('heading', { name: 'What is your biggest challenge right now?' })).toHaveFocus();
    await user.click(back());
    expect(screen.getByRole('radio', { name: 'Post-seed: early traction' })).toBeChecked();

    // Typed into a text field anywhere, a digit is text; with Ctrl, a held key or a number past the options,
    // nothing is answered.
    await user.type(screen.getByLabelText('Newsletter email'), '4');
    act(() => screen.getByLabelText('Newsletter email').blur());
    await user.keyboard('{Control>}4{/Control}');
    await user.keyboard('{9}');
    fireEvent.keyDown(document.body, { key: '1', repeat: true });
    expect(screen.getByLabelText('Newsletter email')).toHaveValue('4');
    expect(progress()).toBe('Question 1 of 7');
    expect(screen.getByRole('radio', { name: 'Post-seed: early traction' })).toBeChecked();

    // Enter moves on from an answered question, focus inside the quiz.
    screen.getByRole('radio', { name: 'Post-seed: early traction' }).focus();
    await user.keyboard('{Enter}');
    expect(progress()).toBe('Question 2 of 7');
  });

  it('number keys toggle the options of the last question, and leave the email field alone', async () => {
    const user = setup();
    await answerToSlider(user);
    await user.click(next());
    await user.keyboard('2');
    expect(progress()).toBe('Question 7 of 7');
    await user.keyboard('1');
    await user.keyboard('4');
    await user.keyboard('1');
    expect(screen.getByRole('checkbox', { name: 'Keeping users' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Validating the idea' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Email (optional)'), 'ada2@example.com');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('ada2@example.com');
    expect(screen.getByRole('checkbox', { name: 'A growth strategy' })).not.toBeChecked();
  });

  it('shows the slider at 3 but stores nothing until it is moved; Next is always open there', async () => {
    const user = setup();
    await answerToSlider(user);
    expect(progress()).toBe('Question 5 of 7');
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('3');
    expect(slider).toHaveAttribute('aria-valuetext', '3: Somewhat confident (not answered yet)');
    expect(next()).toBeEnabled();
    // jsdom does not move range inputs with arrow keys; the browser tests do. The number keys work here,
    // wherever the focus is.
    await user.keyboard('5');
    expect(slider).toHaveAttribute('aria-valuetext', '5: Very confident');
    expect(screen.getByText('Your answer: 5 (Very confident)')).toBeInTheDocument();
    expect(progress()).toBe('Question 5 of 7');
  });

  it('stores the row, then asks for the analysis, and shows the results with the recommendation', async () => {
    const user = setup();
    await answerAll(user);
    expect(progress()).toBe('Question 7 of 7');
    await user.type(screen.getByLabelText('Email (optional)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    const heading = await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
    // Focus moves in an effect after the commit that shows the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'growth_diagnostics',
        body: {
          stage: 'pre-seed',
          challenge: 'monetization',
          validation_strategy: 'talking-to-users',
          monetization_strategy: 'subscription',
          pricing_confidence: null,
          retention: 'below-40',
          needs: ['retention'],
          email: 'ada@example.com',
          request_id: expect.any(String),
          page: '/',
          utm: null,
        },
      }),
    ]);
    expect(backend.calls).toEqual([
      {
        name: 'growth-analysis',
        body: {
          stage: 'pre-seed',
          challenge: 'monetization',
          validationStrategy: 'talking-to-users',
          monetizationStrategy: 'subscription',
          pricingConfidence: null,
          retention: 'below-40',
          needs: ['retention'],
          requestId: (backend.received[0]!.body as { request_id: string }).request_id,
        },
      },
    ]);
    expect(await screen.findByText('Bottleneck:')).toBeInTheDocument();
    expect(screen.getByText(analysisLabels.ai)).toBeInTheDocument();
    // The scorecard comes first, computed from the answers.
    const card = screen.getByRole('region', { name: 'Your scorecard' });
    expect(card.compareDocumentPosition(screen.getByRole('region', { name: 'Your analysis' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(card).getByText('2 out of 5: Subscription; pricing confidence not given'),
    ).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Fix Your Revenue Strategy' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/growth-playbook']);
    expect(
      screen.getByText("We've sent a detailed analysis to your email at ada@example.com"),
    ).toBeInTheDocument();
  });

  it('keeps the last question, reading "Analyzing..." and "Analyzing your responses...", until the analysis is in', async () => {
    let stored: () => void = () => {};
    backend.respondWith(
      () => new Promise((resolve) => (stored = () => resolve(new HttpResponse(null, { status: 201 })))),
    );
    let analysed: () => void = () => {};
    backend.answerFunctions(
      () =>
        new Promise(
          (resolve) => (analysed = () => resolve(HttpResponse.json({ analysis: 'Done.', offline: true }))),
        ),
    );
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing your responses...');
    stored();
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    // Stored but not yet analysed: still the question, never a results view that a failure would close.
    expect(progress()).toBe('Question 7 of 7');
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).not.toBeInTheDocument();
    analysed();
    const title = await screen.findByRole('heading', { level: 1, name: 'Your Growth Strategy Diagnosis' });
    expect(title).toHaveFocus();
    expect(screen.getByText('Done.')).toBeInTheDocument();
    expect(screen.queryByText('Analyzing your responses...')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Question \d of 7$/)).not.toBeInTheDocument();
    expect((backend.received[0]!.body as { email: unknown }).email).toBeNull();
    expect(screen.queryByText(/We've sent/)).not.toBeInTheDocument();
  });

  it('an address that only looks like another (a Cyrillic а) is "Email is invalid" on the field, and nothing is sent', async () => {
    const user = setup();
    await answerAll(user);
    const email = screen.getByLabelText('Email (optional)');
    await user.type(email, 'p\u0430ypal@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Error: Email is invalid/));
    expect(email).toHaveFocus();
    expect(backend.received).toEqual([]);
    expect(backend.calls).toEqual([]);
  });

  it('does not claim an email was sent when the function queued none', async () => {
    backend.answerFunctions(() => HttpResponse.json({ analysis: 'Done.', offline: true, emailed: false }));
    const user = setup();
    await answerAll(user);
    await user.type(screen.getByLabelText('Email (optional)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
    expect(screen.queryByText(/We've sent/)).not.toBeInTheDocument();
    expect(screen.getByText(diagnosticResultMessages.notSent)).toBeInTheDocument();
  });

  it('when the backend refuses the answers, shows the red box and keeps every answer on the last question', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(diagnosticMessages.failure);
    expect(progress()).toBe('Question 7 of 7');
    expect(screen.getByRole('checkbox', { name: 'Keeping users' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Get Results' })).toBeEnabled();
    await user.click(back());
    expect(screen.getByRole('radio', { name: 'Under 40%' })).toBeChecked();
    expect(backend.calls).toEqual([]);
  });

  it.each([
    ['answers 502', () => HttpResponse.json({ error: 'provider down' }, { status: 502 })],
    ['answers 429', () => HttpResponse.json({ error: 'Too many analyses' }, { status: 429 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])(
    'when the analysis function %s, shows the offline analysis, labelled, from answers stored once',
    async (_, answer) => {
      backend.answerFunctions(answer);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const user = setup();
      await answerAll(user);
      await user.type(screen.getByLabelText('Email (optional)'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Get Results' }));
      await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
      expect(await screen.findByText(analysisLabels.rules)).toBeInTheDocument();
      expect(screen.queryByText(analysisLabels.ai)).toBeNull();
      expect(screen.getByText(/Your likely bottleneck:/)).toBeInTheDocument();
      expect(screen.getByText(diagnosticResultMessages.notSent)).toBeInTheDocument();
      expect(backend.received).toHaveLength(1);
      expect(backend.calls).toHaveLength(1);
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    },
  );

  it('when the answers cannot be stored for a minute, shows the offline analysis and keeps sending them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.respondWith(() => HttpResponse.json({ ok: false, error: 'unavailable' }, { status: 503 }));
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(
      await screen.findByText(/We could not reach the studio yet, so we are trying again/),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
    expect(screen.getByText(analysisLabels.rules)).toBeInTheDocument();
    expect(backend.calls).toEqual([]);
    const tries = backend.received.length;
    backend.respondWith(() => HttpResponse.json({ ok: true }));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await waitFor(() => expect(backend.received).toHaveLength(tries + 1));
    expect(
      new Set(backend.received.map((insert) => (insert.body as { request_id: string }).request_id)).size,
    ).toBe(1);
    expect(localStorage.getItem('leads:pending')).toBeNull();
  });

  it('shows "Copied!" for 2 seconds after copying the analysis', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    await user.click(await screen.findByRole('button', { name: 'Copy analysis' }));
    // Readable text, without the markdown's marks, under who wrote it.
    await screen.findByRole('button', { name: 'Copied!' });
    expect(writeText).toHaveBeenCalledWith(
      `${analysisLabels.ai}\n\nBottleneck: retention.\n\n• Call churned users`,
    );
    await act(async () => {}); // let the effect that starts the 2-second timer run before the clock moves
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy analysis' })).toBeInTheDocument();
  });

  it('resumes at the first unanswered question after a reload, and "Start over" clears it', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Series A or beyond' }));
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    cleanup(); // the reload
    const again = setup();
    expect(progress()).toBe('Question 3 of 7');
    await again.click(back());
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    await again.click(screen.getByRole('button', { name: 'Start over' }));
    expect(progress()).toBe('Question 1 of 7');
    expect(screen.getByRole('radio', { name: 'Series A or beyond' })).not.toBeChecked();
    cleanup();
    setup();
    expect(progress()).toBe('Question 1 of 7');
  });

  it('resumes at the question the visitor went back to, not further on', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Series A or beyond' }));
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(back());
    await user.click(back());
    expect(progress()).toBe('Question 1 of 7');
    cleanup(); // the reload
    setup();
    expect(progress()).toBe('Question 1 of 7');
    expect(screen.getByRole('radio', { name: 'Series A or beyond' })).toBeChecked();
  });

  it('shows a finished diagnostic again after a reload, without submitting twice', async () => {
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
    cleanup();
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' }),
    ).toBeInTheDocument();
    expect(backend.received).toHaveLength(1);
    expect(backend.calls).toHaveLength(1);
  });

  it('offers a funded startup a strategy call beside the recommendation, and says the rules wrote an offline analysis', () => {
    renderInRouter(
      <Results
        answers={{
          stage: 'series-a',
          challenge: 'monetization',
          validationStrategy: 'running-experiments',
          monetizationStrategy: 'freemium',
          pricingConfidence: 2,
          retention: '40-70',
          needs: ['monetization'],
        }}
        result={{
          analysis: '**Your likely bottleneck:** pricing.',
          offline: true,
          email: null,
          emailed: false,
        }}
        onStartOver={() => {}}
      />,
    );
    const next = screen.getByRole('region', { name: 'Fix Your Revenue Strategy' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Get the Growth Playbook', '/growth-playbook'],
      ['Book a strategy call', '/book-call?source=strategy'],
    ]);
    expect(screen.getByText(analysisLabels.rules)).toBeInTheDocument();
    expect(screen.getByText('19 out of 25. Scale: grow what already works.')).toBeInTheDocument();
  });

  it('shows the words as the model writes them, then says once that the analysis is complete', async () => {
    const encoder = new TextEncoder();
    let write: (frame: string) => void = () => {};
    let finish: () => void = () => {};
    backend.answerFunctions(
      () =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({
            start(controller) {
              write = (frame) => controller.enqueue(encoder.encode(frame));
              finish = () => controller.close();
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
        ),
    );
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    write('event: delta\ndata: {"text":"**Bottleneck:** keeping "}\n\n');
    const title = await screen.findByRole('heading', { name: 'Your Growth Strategy Diagnosis' });
    expect(title).toHaveFocus();
    await screen.findByText(/keeping/);
    const analysis = screen.getByRole('region', { name: 'Your analysis' });
    expect(analysis).toHaveAttribute('aria-busy', 'true');
    expect(within(analysis).getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Copy analysis' })).toBeNull();
    write('event: delta\ndata: {"text":"users.\\n\\n- Call five who left"}\n\n');
    await screen.findByText('Call five who left');
    const whole = '**Bottleneck:** keeping users.\n\n- Call five who left\n- Fix onboarding';
    write(`event: done\ndata: ${JSON.stringify({ analysis: whole, offline: false, emailed: false })}\n\n`);
    finish();
    expect(await within(analysis).findByRole('status')).toHaveTextContent(diagnosticResultMessages.complete);
    expect(analysis).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Fix onboarding')).toBeInTheDocument();
    expect(screen.getByText(analysisLabels.ai)).toBeInTheDocument();
    expect(title).toHaveFocus();
  });

  it('a stream that breaks off: the words shown give way to the rules’ analysis, labelled', async () => {
    backend.answerFunctions(
      () =>
        new HttpResponse('event: delta\ndata: {"text":"**Bottleneck:** half a"}\n\n', {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await screen.findByText(analysisLabels.rules)).toBeInTheDocument();
    expect(screen.queryByText(/half a/)).toBeNull();
    expect(screen.getByText(/Your likely bottleneck:/)).toBeInTheDocument();
    warn.mockRestore();
  });
});
