import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { fakeSupabase, postgrestError } from '@/testing/supabase-http';
import { captureVisit, rememberVisitor } from '@/lib/visit';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { team } from '@/content/team';
import { BookingPage } from './booking-page';
import { callRequestMessages, questionMessages } from '../messages';

const backend = fakeSupabase();

function visit(path: string) {
  window.history.replaceState(null, '', path);
  renderInRouter(<BookingPage />);
  return userEvent.setup();
}

/** The pitch's h1 (the quick question's own waits in its closed details, which jsdom does not hide). */
const pitchHeading = () => screen.getAllByRole('heading', { level: 1 })[0]!;

/** The pitch's first list, under its description (the hosts follow further down). */
const benefits = () =>
  within(within(pitchHeading().parentElement!).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^✓/, ''));

afterEach(() => {
  sessionStorage.clear();
  delete window.Calendly;
});

describe('/book-call sells the call', () => {
  it('says how the 20 minutes go, what the founder leaves with and who takes the call', () => {
    visit('/book-call');
    const outline = within(screen.getByRole('complementary', { name: 'How the 20 minutes go' }));
    expect(
      outline
        .getAllByRole('listitem')
        .slice(0, 3)
        .map((step) => step.querySelector('h3')?.textContent),
    ).toEqual(['Where you are', 'The real bottleneck', 'Your next step']);
    expect(outline.getByRole('heading', { name: 'You leave with' })).toBeInTheDocument();
    const hosts = team.filter((person) => person.takesCalls).map((person) => person.name);
    expect(hosts.length).toBeGreaterThan(0);
    const talkTo = within(screen.getByRole('region', { name: 'Who you will talk to' }));
    for (const name of hosts) expect(talkTo.getByText(name)).toBeInTheDocument();
    for (const person of team.filter((member) => !member.takesCalls))
      expect(talkTo.queryByText(person.name)).not.toBeInTheDocument();
  });
});

describe('/book-call variants', () => {
  it.each([
    [
      'mvp',
      'Validate Your MVP Before You Build',
      'The riskiest assumption in your idea, named',
      'A written summary within 24 hours of the call',
    ],
    [
      'monetization',
      'Unlock Revenue Growth',
      'Where your pricing undersells your value',
      'Your growth plan within 24 hours of the call',
    ],
    [
      'strategy',
      'Get a Clear Strategy and Roadmap',
      'A first roadmap within 48 hours of the call',
      'A first roadmap within 48 hours of the call; the full roadmap in week 3',
    ],
    [
      'investor',
      'Book Your Free Strategy Call',
      'An honest read on your biggest bottleneck',
      'A written summary within 24 hours of the call',
    ],
    [
      '',
      'Book Your Free Strategy Call',
      'An honest read on your biggest bottleneck',
      'A written summary within 24 hours of the call',
    ],
  ])(
    'source=%s shows its title, a free 20-minute description, three benefits and what follows in writing',
    (source, title, benefit, followUp) => {
      visit(`/book-call?source=${source}`);
      expect(pitchHeading()).toHaveTextContent(title);
      expect(screen.getByText('Free · 20 minutes')).toBeInTheDocument();
      expect(screen.getByText(/20-minute call/)).toBeInTheDocument();
      expect(benefits()).toHaveLength(3);
      expect(benefits()).toContain(benefit);
      const leaveWith = screen.getByRole('heading', { name: 'You leave with' }).nextElementSibling!;
      expect(
        within(leaveWith as HTMLElement)
          .getAllByRole('listitem')
          .at(-1),
      ).toHaveTextContent(followUp);
    },
  );

  it('offers the focus areas only on the default variant, each with its own scheduling URL', () => {
    visit('/book-call');
    const grid = screen.getByRole('region', { name: 'Choose Your Focus Area' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => new URL(link.getAttribute('href')!).pathname),
    ).toEqual([
      '/foundercraft/strategy-roadmap-call',
      '/foundercraft/mvp-validation-call',
      '/foundercraft/revenue-growth-call',
    ]);
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book a Strategy & Roadmap Call', 'Book an MVP Validation Call', 'Book a Monetization Call']);
  });

  it('has no focus areas on a chosen variant', () => {
    visit('/book-call?source=mvp');
    expect(screen.queryByRole('region', { name: 'Choose Your Focus Area' })).not.toBeInTheDocument();
  });
});

describe('booking', () => {
  it('opens the popup when the widget is loaded, carrying the visit’s UTM, the source and the visitor', () => {
    captureVisit({
      pathname: '/blog/pricing',
      search: '?utm_source=newsletter&utm_campaign=spring&utm_content=ignored',
    });
    rememberVisitor({ name: 'Ada Founder', email: 'ada@example.com' });
    const initPopupWidget = vi.fn();
    window.Calendly = { initPopupWidget, closePopupWidget: vi.fn() };
    visit('/book-call?source=mvp');
    const book = screen.getByRole('link', { name: 'Book Your Free Call' });
    expect(fireEvent.click(book)).toBe(false); // the new tab is prevented
    const url = new URL(initPopupWidget.mock.calls[0]![0].url as string);
    expect(url.origin + url.pathname).toBe('https://calendly.com/foundercraft/mvp-validation-call');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      // The site's placement: the source, then the page the visit landed on.
      utm_content: 'mvp /blog/pricing',
      name: 'Ada Founder',
      email: 'ada@example.com',
    });
  });

  it('is a link to the scheduler in a new tab, for a visitor without scripts', () => {
    visit('/book-call');
    const book = screen.getByRole('link', { name: 'Book Your Free Call' });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(book.getAttribute('href')).toBe(
      'https://calendly.com/foundercraft/free-strategy-call?utm_content=default',
    );
    expect(screen.getByRole('link', { name: /Open the calendar in a new tab/ })).toHaveAttribute(
      'href',
      'https://calendly.com/foundercraft/free-strategy-call',
    );
  });

  it('when the widget cannot be loaded, says so and takes a request for a call instead', async () => {
    const user = visit('/book-call?source=mvp');
    expect(screen.queryByRole('heading', { name: callRequestMessages.heading })).not.toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Book Your Free Call' });
    expect(fireEvent.click(book)).toBe(false); // no tab that would fail too
    fireEvent.error(document.querySelector('script[src$="widget.js"]')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(callRequestMessages.unreachable);
    expect(screen.getByLabelText('Your time zone')).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.type(screen.getByLabelText('Full name'), 'Ada Founder');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('When suits you'), 'Weekday mornings');
    await user.click(screen.getByRole('button', { name: 'Request a Call' }));
    await screen.findByRole('heading', { name: callRequestMessages.thanks });
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'call_requests',
        body: expect.objectContaining({
          full_name: 'Ada Founder',
          email: 'ada@example.com',
          availability: 'Weekday mornings',
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          focus: 'mvp',
          page: '/book-call',
        }),
      }),
    ]);
  });

  it('opening the calendar in a new tab also offers the request, should that tab fail', async () => {
    visit('/book-call');
    fireEvent.click(screen.getByRole('link', { name: /Open the calendar in a new tab/ }));
    expect(await screen.findByRole('heading', { name: callRequestMessages.heading })).toBeInTheDocument();
    expect(screen.getByText(callRequestMessages.asked)).toBeInTheDocument();
  });
});

describe('the quick question', () => {
  /** The toggle is a summary (the DOM testing library gives summaries no role), its text following the state. */
  function toggle() {
    const summary = screen.getByText('Not Ready? Send Us a Quick Question Instead').closest('summary')!;
    return { summary, details: summary.closest('details')! };
  }

  async function openForm() {
    const user = visit('/book-call?source=strategy');
    const { summary, details } = toggle();
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByLabelText('Your email')).not.toBeVisible();
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(screen.getByLabelText('Your email')).toBeVisible();
    expect(within(summary).getByText('Back to the Calendar')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Your question'), 'Do you work with hardware startups?');
    return user;
  }

  it('keeps what was typed when the visitor goes back to the calendar and returns', async () => {
    const user = await openForm();
    await user.click(toggle().summary);
    expect(toggle().details).not.toHaveAttribute('open');
    await user.click(toggle().summary);
    expect(screen.getByLabelText('Your question')).toHaveValue('Do you work with hardware startups?');
  });

  it('shows a question typed on an earlier visit open, as it was left', async () => {
    await openForm();
    cleanup(); // the tab closed
    visit('/book-call');
    await waitFor(() => expect(toggle().details).toHaveAttribute('open'));
    expect(screen.getByLabelText('Your email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Your question')).toHaveValue('Do you work with hardware startups?');
    expect(backend.received).toEqual([]);
  });

  it('stores the quick question as one row and offers the way back to the calendar', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    const heading = await screen.findByRole('heading', { name: questionMessages.thanks });
    // Focus moves in an effect after the commit that shows the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'contact_submissions',
        body: {
          name: 'Quick Question',
          email: 'ada@example.com',
          message: 'Do you work with hardware startups?',
          source: 'book-call',
          request_id: expect.any(String),
          page: '/book-call',
          utm: null,
        },
      }),
    ]);
    // One way back, not the confirmation's button and the page's toggle side by side.
    expect(toggle().summary).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the Calendar' }));
    expect(toggle().details).not.toHaveAttribute('open');
    expect(toggle().summary).toHaveFocus();
    // Opened again, a fresh form.
    await user.click(toggle().summary);
    expect(screen.getByLabelText('Your email')).toHaveValue('');
  });

  it('keeps the question after a refusal', async () => {
    expectConsoleError();
    backend.respondWith(() => postgrestError(400, '23514', 'refused'));
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(questionMessages.failure);
    expect(screen.getByLabelText('Your question')).toHaveValue('Do you work with hardware startups?');
  });

  it('checks the email and question with the form rule the database shares, not the browser', async () => {
    const user = userEvent.setup();
    visit('/book-call');
    fireEvent.click(screen.getByText(/Quick Question Instead/));
    const form = screen.getByRole('button', { name: 'Send Question' }).closest('form');
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Error: Email is required');
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(
      'Error: Please enter your question',
    );
    await user.type(screen.getByLabelText('Your email'), 'founder@localhost');
    await user.type(screen.getByLabelText('Your question'), 'How much is an MVP?');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Error: Email is invalid');
    expect(backend.received).toEqual([]);
    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), 'josé@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    await screen.findByRole('heading', { name: questionMessages.thanks });
    expect(backend.received[0]).toMatchObject({ body: { email: 'josé@example.com' } });
  });
});
