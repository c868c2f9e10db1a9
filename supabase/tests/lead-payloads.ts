/** One valid payload per lead table, as the site sends it, with the values each table must refuse. */
export type LeadPayload = {
  table: string;
  /** The payload the site sends (docs/product/forms.md and diagnostic.md). */
  payload: Record<string, unknown>;
  /** The status the database must set on its own, if the table has one. */
  defaultStatus?: string;
  /** Option-set columns with a value outside the set. */
  badOptions: Record<string, unknown>;
  /** Free-text columns with their upper length. */
  longText: Record<string, number>;
};

export const leadPayloads: LeadPayload[] = [
  {
    table: 'labs_submissions',
    payload: {
      full_name: 'Ada Founder',
      email: 'ada@example.com',
      startup_name: null,
      website: null,
      problem: 'Freelancers lose hours chasing invoices.',
      solution: 'An automated reminder flow built on no-code tools.',
      target_audience: 'SMBs',
      current_stage: 'Just an Idea',
      goals: ['Validate Idea', 'Build MVP'],
    },
    badOptions: { target_audience: 'Aliens', current_stage: 'Unicorn', goals: ['Get Rich'] },
    longText: { full_name: 120, problem: 5000, solution: 5000, startup_name: 120, website: 500 },
  },
  {
    table: 'collective_inquiries',
    payload: {
      full_name: 'Ben Builder',
      email: 'ben@example.com',
      company_name: 'Acme',
      challenges: ['gtm', 'revenue-monetization'],
      description: 'We need help with pricing.',
      timeline: '1-3-months',
      budget: '$5K-$10K',
      next_step: 'call',
    },
    defaultStatus: 'pending',
    badOptions: {
      challenges: ['world-domination'],
      timeline: 'yesterday',
      budget: '$1M',
      next_step: 'maybe',
    },
    longText: { full_name: 120, company_name: 120, description: 5000 },
  },
  {
    table: 'collective_applications',
    payload: {
      full_name: 'Cleo Expert',
      email: 'cleo@example.com',
      linkedin_url: 'https://www.linkedin.com/in/cleo',
      expertise: ['product-strategy', 'nocode-mvps'],
      work_type: ['advisory'],
      startup_experience: 'yes',
      availability: '5-10',
      work_style: null,
    },
    defaultStatus: 'pending',
    badOptions: {
      expertise: ['juggling'],
      work_type: ['forever'],
      startup_experience: 'lots',
      availability: '40+',
      linkedin_url: 'linkedin.com/in/cleo',
    },
    longText: { full_name: 120, work_style: 2000, linkedin_url: 500 },
  },
  {
    table: 'contact_submissions',
    payload: {
      name: 'Quick Question',
      email: 'dan@example.com',
      message: 'Do you work with B2B SaaS?',
      source: 'book-call',
    },
    badOptions: { source: 'Book Call!' },
    longText: { name: 120, message: 5000 },
  },
  {
    table: 'newsletter_subscribers',
    payload: { email: 'eve@example.com', source: 'blog' },
    // Pending until the address's owner confirms (double opt-in).
    defaultStatus: 'pending',
    // A tidy slug, but not a place the site has a sign-up form.
    badOptions: { source: 'footer' },
    longText: {},
  },
  {
    table: 'growth_diagnostics',
    payload: {
      stage: 'pre-seed',
      challenge: 'monetization',
      validation_strategy: 'talking-to-users',
      monetization_strategy: 'subscription',
      pricing_confidence: 2,
      retention: 'below-40',
      needs: ['monetization', 'retention'],
      email: null,
    },
    badOptions: {
      stage: 'series-z',
      challenge: 'boredom',
      validation_strategy: 'vibes',
      monetization_strategy: 'ads',
      retention: '100',
      needs: ['a-miracle'],
      pricing_confidence: 6,
    },
    longText: {},
  },
  {
    table: 'labs_beta_requests',
    payload: {
      mvp_slug: 'pitchdeck-ai',
      full_name: 'Finn Tester',
      email: 'finn@example.com',
      use_case: 'Our seed deck.',
    },
    defaultStatus: 'pending',
    // The MVP is checked before anything is stored (take_lead answers not_in_beta).
    badOptions: {},
    longText: { full_name: 120, use_case: 2000 },
  },
  {
    table: 'playbook_requests',
    payload: { full_name: 'Gus Grower', email: 'gus@example.com' },
    badOptions: {},
    longText: { full_name: 120 },
  },
  {
    table: 'call_requests',
    payload: {
      full_name: 'Hedy Caller',
      email: 'hedy@example.com',
      availability: 'Tuesday or Thursday afternoons',
      time_zone: 'Europe/Vienna',
      focus: 'mvp',
    },
    // The focus is the booking page's source: a slug, or nothing.
    badOptions: { focus: 'Not A Source' },
    longText: { full_name: 120, availability: 2000, time_zone: 64 },
  },
  {
    // Told by the booking page: the scheduler's references, no name or address (its webhook brings them).
    table: 'booked_calls',
    payload: {
      invitee_uri: 'https://api.calendly.com/scheduled_events/EVENT1/invitees/INVITEE1',
      event_uri: 'https://api.calendly.com/scheduled_events/EVENT1',
      focus: 'default',
    },
    defaultStatus: 'scheduled',
    badOptions: {
      invitee_uri: 'https://example.com/scheduled_events/EVENT1/invitees/INVITEE1',
      event_uri: 'https://api.calendly.com/scheduled_events/OTHER',
      focus: 'Not A Source',
    },
    longText: {},
  },
];
