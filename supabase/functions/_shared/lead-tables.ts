/**
 * The lead table each form fills (docs/product/forms.md): the one list of lead tables. The leads function
 * stores through it, the mails name each table (send-email/templates.ts, typed against it), and
 * supabase/tests/lead-tables.test.ts proves the database's lists (what take_lead stores, what feeds the
 * owner's inbox) are these tables. Keyed by the forms of lead-forms.ts (the leads function reads it with
 * every one of them), and free of imports so that functions without zod and the browser tests read it too.
 */
export const leadTables = {
  idea: 'labs_submissions',
  'founder-inquiry': 'collective_inquiries',
  'expert-application': 'collective_applications',
  question: 'contact_submissions',
  newsletter: 'newsletter_subscribers',
  playbook: 'playbook_requests',
  'beta-access': 'labs_beta_requests',
  diagnostic: 'growth_diagnostics',
  'call-request': 'call_requests',
  booking: 'booked_calls',
} as const;

export type LeadTable = (typeof leadTables)[keyof typeof leadTables];
