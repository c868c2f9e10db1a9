import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { leadTables } from '../../supabase/functions/leads/rows.ts';
import { expect } from './fixtures.ts';

/** Rows of a lead table with this email, read back as the owner would (with the local service key). */
export async function storedRows(request: APIRequestContext, table: string, select: string, email: string) {
  const response = await request.get(
    `/rest/v1/${table}?select=${select}&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: 'local-service-role-key' } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
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
