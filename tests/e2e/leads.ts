import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { leadTables } from '../../supabase/functions/_shared/lead-tables.ts';
import { fillExpertApplication, fillFounderInquiry } from './collective-forms.ts';
import { axeViolations } from './axe.ts';
import { expect } from './fixtures.ts';
import { questionMessages } from '../../src/features/booking/messages.ts';
import { expertApplicationMessages, founderInquiryMessages } from '../../src/features/collective/messages.ts';
import { betaAccessMessages, ideaMessages } from '../../src/features/labs/messages.ts';
import { newsletterMessages } from '../../src/features/newsletter/messages.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

/** Rows of a lead table with this email, read back as the owner would (with the local service key). */
export async function storedRows(request: APIRequestContext, table: string, select: string, email: string) {
  const response = await request.get(
    `/rest/v1/${table}?select=${select}&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: 'local-service-role-key' } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Signs `email` up with the newsletter form on the page, or within `scope` (an article's own block). */
export async function signUp(scope: Page | Locator, email: string) {
  await scope.getByLabel('Email address').first().fill(email);
  await scope.getByRole('button', { name: 'Subscribe' }).first().click();
}

/** The leads function, which every form posts to. */
export const LEADS_FUNCTION = '**/functions/v1/leads';

/**
 * Makes the leads function refuse the leads stored in `table` (the forms that fill it) with a 400, as for a
 * request it does not accept, until the returned function is called: a refusal is said at once and never
 * retried (src/lib/lead-delivery/).
 */
export async function refuseInserts(page: Page, table: string): Promise<() => Promise<void>> {
  const handler = (route: Route) => {
    const form = (route.request().postDataJSON() as { form?: string } | null)?.form;
    if (!form || leadTables[form as keyof typeof leadTables] !== table) return route.fallback();
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"ok":false,"error":"bad_request","message":"refused"}',
    });
  };
  await page.route(LEADS_FUNCTION, handler);
  return () => page.unroute(LEADS_FUNCTION, handler);
}

/** The console lines a deliberate refusal produces; anything else is still a failure. */
export function acceptInsertFailureLogs(consoleErrors: string[]) {
  expect(consoleErrors.filter((line) => !/400|Could not send/.test(line))).toEqual([]);
  consoleErrors.length = 0;
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The idea form (/labs/submit-idea), every required field answered; the choices can be others. */
export async function fillIdea(
  page: Page,
  email: string,
  { audience = 'Startups', stage = 'Prototype Built', goal = 'Find Early Users' } = {},
): Promise<void> {
  await page.getByLabel('Full name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What problem are you solving?').fill('Invoices get paid late.');
  await page.getByLabel('What is your solution?').fill('Automatic reminders.');
  await page.getByRole('radio', { name: audience }).check();
  await page.getByRole('radio', { name: stage }).check();
  await page.getByRole('checkbox', { name: goal }).check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** A lead form as a visitor reaches, fills and sends it, the row it stores and its confirmation. */
export type LeadFormCase = {
  path: string;
  /** What the visitor does to reach the form on the page, if anything. */
  open?: (page: Page) => Promise<void>;
  fill: (page: Page, email: string) => Promise<void>;
  submit: (page: Page) => Locator;
  table: string;
  select: string;
  row: (email: string) => Record<string, unknown>;
  success: (page: Page) => Locator;
};

const newsletter = (path: string, source: string, field: (page: Page) => Locator): LeadFormCase => ({
  path,
  fill: (page, email) => field(page).fill(email),
  submit: (page) => page.getByRole('button', { name: 'Subscribe' }).first(),
  table: leadTables.newsletter,
  select: 'email,source,status',
  row: (email) => ({ email, source, status: 'pending' }),
  success: (page) => page.getByText(newsletterMessages.subscribed),
});

/** Every lead form that also posts without scripts (the quiz needs them). */
export const leadForms: Record<string, LeadFormCase> = {
  'blog newsletter': newsletter('/blog', 'blog', (page) => page.getByLabel('Email address').first()),
  'labs newsletter': newsletter('/labs/early-access', 'labs', (page) => page.getByLabel('Email address')),
  playbook: {
    path: '/growth-playbook',
    fill: async (page, email) => {
      await page.getByLabel('Name').fill('Ada Founder');
      await page.getByLabel('Email').fill(email);
    },
    submit: (page) => page.getByRole('button', { name: 'Download the Free Playbook' }),
    table: leadTables.playbook,
    select: 'full_name,email',
    row: (email) => ({ full_name: 'Ada Founder', email }),
    success: (page) => page.getByRole('heading', { name: playbookMessages.success }),
  },
  'quick question': {
    path: '/book-call',
    open: (page) =>
      page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }).click(),
    fill: async (page, email) => {
      await page.getByLabel('Your email').fill(email);
      await page.getByLabel('Your question').fill('Do you work with marketplaces?');
    },
    submit: (page) => page.getByRole('button', { name: 'Send Question' }),
    table: leadTables.question,
    select: 'email,message,source',
    row: (email) => ({ email, message: 'Do you work with marketplaces?', source: 'book-call' }),
    success: (page) => page.getByRole('heading', { name: questionMessages.thanks }),
  },
  idea: {
    path: '/labs/submit-idea',
    fill: fillIdea,
    submit: (page) => page.getByRole('button', { name: 'Submit Your Idea' }),
    table: leadTables.idea,
    select: 'email,problem,current_stage',
    row: (email) => ({ email, problem: 'Invoices get paid late.', current_stage: 'Prototype Built' }),
    success: (page) => page.getByRole('heading', { name: ideaMessages.thanks }),
  },
  'founder inquiry': {
    path: '/collective/apply',
    fill: fillFounderInquiry,
    submit: (page) => page.getByRole('button', { name: 'Send Request' }),
    table: leadTables['founder-inquiry'],
    select: 'email,timeline',
    row: (email) => ({ email, timeline: 'longer-term' }),
    success: (page) => page.getByRole('heading', { name: founderInquiryMessages.thanks }),
  },
  'expert application': {
    path: '/collective/join',
    fill: fillExpertApplication,
    submit: (page) => page.getByRole('button', { name: 'Submit Application' }),
    table: leadTables['expert-application'],
    select: 'email,availability',
    row: (email) => ({ email, availability: 'full-time' }),
    success: (page) => page.getByRole('heading', { name: expertApplicationMessages.thanks }),
  },
  'beta access': {
    path: '/labs/launchpad-ai/beta-access',
    fill: async (page, email) => {
      await page.getByLabel('Full name').fill('Ada Founder');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('What do you want to use LaunchPad AI for?').fill('Prototype a marketplace.');
    },
    submit: (page) => page.getByRole('button', { name: 'Request Beta Access' }),
    table: leadTables['beta-access'],
    select: 'email,mvp_slug,use_case',
    row: (email) => ({ email, mvp_slug: 'launchpad-ai', use_case: 'Prototype a marketplace.' }),
    success: (page) => page.getByRole('heading', { name: betaAccessMessages.thanks }),
  },
};
