import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { team } from '@/content/team';
import { renderApp } from '@/testing/render-app';

function main() {
  return within(screen.getByRole('main'));
}

function sectionHeadings(): string[] {
  return main()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** The `source` of every booking link in the page body (the nav and footer have their own). */
function bookingSources(): (string | null)[] {
  return main()
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/book-call'))
    .map((href) => new URL(href, 'https://x.test').searchParams.get('source'));
}

describe('/strategy', () => {
  it('has every section of its page, in order, with anchors', async () => {
    await renderApp('/strategy');
    expect(sectionHeadings()).toEqual([
      'What you will walk away with',
      'Product strategy and roadmapping',
      'How it works',
      'Why the roadmap is a game-changer',
      'A look inside a sample roadmap',
      'Not ready for a call? Take the free Growth Diagnostic',
      'Get your first roadmap within 48 hours',
    ]);
    for (const anchor of [
      'what-you-get',
      'product-strategy',
      'how-it-works',
      'why-it-matters',
      'sample-roadmap',
    ]) {
      expect(document.getElementById(anchor), anchor).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Perfect for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not for' })).toBeInTheDocument();
    const steps = within(document.getElementById('how-it-works')!).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Deep dive analysis',
      'Identify key levers',
      'Actionable roadmap',
      'Implementation support',
    ]);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4 onward',
    ]);
    for (const part of [
      'Executive summary',
      'Growth bottlenecks',
      '90-day action plan',
      'Key metrics dashboard',
    ]) {
      expect(screen.getByRole('heading', { name: part })).toBeInTheDocument();
    }
    expect(main().getAllByText(/within 48 hours/).length).toBeGreaterThan(0);
  });

  it('sends every call to action to /book-call with source=strategy', async () => {
    await renderApp('/strategy');
    const sources = bookingSources();
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sources)).toEqual(new Set(['strategy']));
  });
});

describe('/mvp', () => {
  it('has every section, links to the validation case study and uses source=mvp', async () => {
    await renderApp('/mvp');
    expect(sectionHeadings()).toEqual([
      'What you will walk away with',
      'No-code and automation strategy',
      'How it works',
      'Why validation matters',
      'Not ready for a call? See what we build in Labs',
      'Find out if your idea has legs',
    ]);
    expect(main().getAllByRole('link', { name: /case study/i })[0]).toHaveAttribute(
      'href',
      '/case-studies/mvp-validation',
    );
    expect(within(document.getElementById('no-code-strategy')!).getAllByRole('listitem')).toHaveLength(4);
    const steps = within(document.getElementById('how-it-works')!).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Idea refinement',
      'Rapid prototyping',
      'User testing and experimentation',
      'Iterate and improve',
    ]);
    expect(new Set(bookingSources())).toEqual(new Set(['mvp']));
  });
});

describe('/growth', () => {
  it('has every section with its anchors, the readiness checklist and source per section', async () => {
    await renderApp('/growth');
    expect(sectionHeadings()).toEqual([
      'What you walk away with',
      'Investor readiness',
      'Customer retention and revenue optimization',
      'How it works',
      'Why fixing monetization matters',
      'Not ready for a call? Read the free Growth Playbook',
      'Get your growth plan within 24 hours',
    ]);
    expect(document.getElementById('what-you-get')).toBeInTheDocument();
    expect(document.getElementById('how-it-works')).toBeInTheDocument();
    expect(within(document.getElementById('investor-readiness')!).getAllByRole('listitem')).toHaveLength(4);
    const steps = within(document.getElementById('how-it-works')!).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Revenue strategy development',
      'Monetization testing',
      'User monetization optimization',
      'Scalable growth plan',
    ]);
    const investorLink = within(document.getElementById('investor-readiness')!).getByRole('link');
    expect(investorLink).toHaveAttribute('href', '/book-call?source=investor');
    const retentionLink = within(document.getElementById('retention-and-revenue')!).getByRole('link');
    expect(retentionLink).toHaveAttribute('href', '/book-call?source=retention');
    expect(new Set(bookingSources())).toEqual(new Set(['monetization', 'investor', 'retention']));
  });
});

describe('/solutions', () => {
  it('links the three services, the four more-ways cards, the diagnostic and booking', async () => {
    await renderApp('/solutions');
    const hrefs = main()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/book-call?source=strategy',
        '/book-call?source=mvp',
        '/book-call?source=monetization',
        '/case-studies/product-strategy',
        '/case-studies/funding-readiness',
        '/book-call?source=gtm',
        '/book-call?source=scaling',
        '/growth-check',
        '/book-call',
      ]),
    );
  });

  it('says how an engagement is bought, what each one is, and what sets the price', async () => {
    await renderApp('/solutions');
    const block = within(document.getElementById('how-engagements-work')!);
    expect(block.getByRole('heading', { level: 2 })).toHaveTextContent('How engagements work');
    expect(
      block
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
        .slice(0, 4),
    ).toEqual(['A free 20-minute call', 'A written proposal', 'Accept and pay', 'The work']);
    for (const offer of ['Strategy & Roadmap', 'MVP Validation', 'Revenue Growth', 'The Collective'])
      expect(block.getByRole('link', { name: offer })).toBeInTheDocument();
    expect(
      block.getByText(/a first roadmap within 48 hours of the call; the full roadmap in week 3/),
    ).toBeInTheDocument();
    // No range is configured in the tests: the proposal sets the price.
    expect(block.getByText(/Your proposal fixes the price before any work starts/)).toBeInTheDocument();
  });

  it.each(['/strategy', '/mvp', '/growth'])('%s points to it', async (path) => {
    await renderApp(path);
    expect(
      main().getByRole('link', { name: 'How engagements work: scope, price and payment' }),
    ).toHaveAttribute('href', '/solutions#how-engagements-work');
  });
});

describe('headline figures', () => {
  it.each(['/', '/strategy', '/mvp', '/growth'])('on %s each names its source', async (path) => {
    await renderApp(path);
    const figures = [...document.querySelectorAll('main li, main dl > div')].filter((card) =>
      /^\s*[\d$]/.test(card.querySelector('p, dd')?.textContent ?? ''),
    );
    expect(figures.length).toBeGreaterThanOrEqual(3);
    for (const card of figures)
      expect(
        within(card as HTMLElement).getByRole('link', {
          name: /^(From the case study|How we count this|How engagements work)/,
        }),
      ).toBeInTheDocument();
  });

  it('the 70% figure links to its note on /case-studies', async () => {
    await renderApp('/strategy');
    const link = main().getByRole('link', { name: 'How we count this: scale faster' });
    expect(link).toHaveAttribute('href', '/case-studies#figure-focusedRoadmaps');
  });

  it('/case-studies says how the 70% figure is counted, under that anchor', async () => {
    await renderApp('/case-studies');
    expect(document.getElementById('figure-focusedRoadmaps')).toHaveTextContent(/70%\s*scale faster/);
  });
});

describe('/policies', () => {
  it('states every policy figure exactly', async () => {
    await renderApp('/policies');
    const text = screen.getByRole('main').textContent ?? '';
    for (const figure of [
      'Effective date: January 15, 2025',
      'within 2-3 business days of paying the invoice',
      'After any free call: a written summary within 24 hours of the call',
      'a first roadmap within 48 hours of the call; the full roadmap in week 3',
      'your growth plan within 24 hours of the call',
      'after a paid session: within 5 business days of it',
      'for at least 90 days',
      'over Zoom by default',
      'Cancelled 48 hours or more before the start',
      'Full refund or free reschedule',
      'Cancelled less than 48 hours before the start',
      '50% fee',
      'No-show (15 minutes late with no notice)',
      'No refund; reschedule for an extra 25% fee',
      'Unused sessions refunded pro rata',
      'within 5 business days of approval',
      'naming the invoice',
      'governed by the laws of Ohio, with arbitration in Cincinnati',
      'limited to the amount you paid',
      'Mon-Fri 9am-5pm ET',
    ]) {
      expect(text, figure).toContain(figure);
    }
    // Nothing is bought on the site: no order to quote, no purchase to count from.
    expect(text).not.toMatch(/order number|purchase/i);
    expect(screen.getByRole('link', { name: 'How engagements work' })).toHaveAttribute(
      'href',
      '/solutions#how-engagements-work',
    );
    expect(sectionHeadings()).toEqual([
      '1. Service Delivery',
      '2. Cancellation & Refund',
      '3. Privacy Snapshot',
      '4. Terms of Service (short version)',
      '5. Contact',
    ]);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(main().getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(main().getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });
});

describe('/privacy and /terms', () => {
  it('privacy names what each form collects, the AI processing and the processors', async () => {
    await renderApp('/privacy');
    const text = screen.getByRole('main').textContent ?? '';
    for (const fact of [
      'Idea submissions to Labs',
      'growth diagnostic',
      'Cloudflare (Cloudflare Pages): hosts this website',
      'Supabase: hosts our database',
      'Resend: delivers the emails',
      'Calendly, our scheduling service',
      'OpenAI: generates the diagnostic analysis',
      'Our team chat or customer-relationship tool',
    ]) {
      expect(text, fact).toContain(fact);
    }
    // Analytics and error reports are processors only when the build turns them on.
    expect(text).not.toContain('Google Analytics: page views');
    expect(text).not.toContain('Sentry: error reports');
  });

  it('privacy states how long leads are kept: the period the schedule anonymises them after', async () => {
    await renderApp('/privacy');
    const retention = within(screen.getByRole('region', { name: /How long we keep it/ }));
    expect(retention.getByText(/kept for 24 months after our last contact with you/)).toHaveTextContent(
      'then anonymised: your name, email address and words are removed, and only the count of what was sent remains',
    );
    expect(
      retention.getByText(/until you unsubscribe, and anonymised 24 months after that/),
    ).toBeInTheDocument();
  });

  it('terms carry Ohio law, arbitration in Cincinnati and the liability cap', async () => {
    await renderApp('/terms');
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('laws of the State of Ohio');
    expect(text).toContain('arbitration in Cincinnati, Ohio');
    expect(text).toContain('limited to the amount you paid');
  });
});

describe('case studies', () => {
  it('the index links to all three', async () => {
    await renderApp('/case-studies');
    const hrefs = main()
      .getAllByRole('link', { name: /Read the case study/ })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/case-studies/mvp-validation',
      '/case-studies/product-strategy',
      '/case-studies/funding-readiness',
    ]);
  });

  it.each([
    ['mvp-validation', '6 weeks', 'mvp'],
    ['product-strategy', '60%', 'strategy'],
    ['funding-readiness', '$2M', 'investor'],
  ])('/case-studies/%s shows %s and ends with source=%s', async (slug, figure, source) => {
    await renderApp(`/case-studies/${slug}`);
    expect(within(screen.getByRole('region', { name: 'The results' })).getByText(figure)).toBeInTheDocument();
    expect(bookingSources()).toEqual([source]);
  });

  it('an unknown case study is the 404 page', async () => {
    await renderApp('/case-studies/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/free-guide', () => {
  it('redirects to the growth playbook', async () => {
    await renderApp('/free-guide');
    expect(window.location.pathname).toBe('/growth-playbook');
  });
});

describe('/about', () => {
  it('shows every person in the team file with their role and line of background', async () => {
    await renderApp('/about');
    const people = within(screen.getByRole('region', { name: 'The people you work with' }));
    for (const person of team) {
      const card = people.getByRole('heading', { name: person.name }).closest('li')!;
      expect(card).toHaveTextContent(person.role);
      expect(card).toHaveTextContent(person.background);
    }
  });
});

describe('the free tools', () => {
  it('the home page offers the diagnostic, the playbook and Labs', async () => {
    await renderApp('/');
    const band = within(screen.getByRole('region', { name: 'Start free, today' }));
    expect(
      band
        .getAllByRole('link')
        .map((link) => [link.textContent?.replace(' →', ''), link.getAttribute('href')]),
    ).toEqual([
      ['Take the Growth Diagnostic', '/growth-check'],
      ['Get the Growth Playbook', '/growth-playbook'],
      ['Explore Labs', '/labs'],
    ]);
  });

  it.each([
    ['/strategy', '/growth-check'],
    ['/mvp', '/labs'],
    ['/growth', '/growth-playbook'],
  ])('%s points to the one that fits it', async (path, tool) => {
    await renderApp(path);
    const panel = screen.getByRole('heading', { name: /^Not ready for a call\?/ }).closest('section')!;
    expect(within(panel).getByRole('link')).toHaveAttribute('href', tool);
  });
});
