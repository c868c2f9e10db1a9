import type { Page } from '@playwright/test';

/** The founders' inquiry (/collective/apply) with the shortest valid answers. */
export async function fillFounderInquiry(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Grace Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: 'Go-to-market' }).check();
  await page.getByRole('radio', { name: 'Longer term' }).check();
  await page.getByRole('radio', { name: 'Book a call with us' }).check();
}

/** The expert application (/collective/join), every required field answered. */
export async function fillExpertApplication(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Linus Expert');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('LinkedIn or portfolio URL').fill('https://example.com/linus');
  await page.getByRole('checkbox', { name: 'Revenue and pricing' }).check();
  await page.getByRole('checkbox', { name: 'Long-term engagements' }).check();
  await page.getByRole('radio', { name: /Yes, I have worked/ }).check();
  await page.getByRole('radio', { name: 'Full-time' }).check();
}
