import { expect, holdScripts, test } from './fixtures.ts';
import { storedRows } from './leads.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

/**
 * The prerendered HTML is the page and React only makes it interactive: the boot script inline in the page
 * asks for the scripts after the first paint (src/app/boot, docs/architecture.md). These tests hold React
 * back to check that a visitor who acts first loses nothing, and block scripts to check what the HTML
 * alone paints.
 */

test('/book-call?source=mvp paints the MVP pitch from the HTML alone, and the default pitch without a source', async ({
  page,
}) => {
  // Every script answers empty (a refused one would be retried as a stale build): the HTML alone.
  await page.route('**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/book-call?source=mvp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validate Your MVP Before You Build');
  await expect(page.getByRole('heading', { name: 'Choose Your Focus Area' })).toHaveCount(0);
  await page.goto('/book-call');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Free Strategy Call');
  await expect(page.getByRole('heading', { name: 'Choose Your Focus Area' })).toBeVisible();
});

test('a form filled and sent (a double click) before the page hydrates is posted by the browser once, to its thank-you page', async ({
  page,
  request,
}) => {
  const email = `early-${Date.now()}@example.com`;
  const release = await holdScripts(page);
  await page.goto('/growth-playbook', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).dblclick();
  await expect(page).toHaveURL(/\/thank-you\/playbook$/);
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible();
  await release();
  expect(await storedRows(request, 'playbook_requests', 'full_name,email', email)).toEqual([
    { full_name: 'Ada Founder', email },
  ]);
});

test('the quick question opens at a tap before the page hydrates, and stays open once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/book-call', { waitUntil: 'domcontentloaded' });
  await page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send Us a Quick Question');
  await expect(page.getByLabel('Your email')).toBeVisible();
  await release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send Us a Quick Question');
  await expect(page.locator('summary', { hasText: 'Back to the Calendar' })).toBeVisible();
});

test("no script is requested before the first paint; the entry and the page's chunks follow it", async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const scripts = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '.js'),
        early: entry.startTime < painted,
      }));
  });
  expect(scripts.filter((script) => script.early)).toEqual([]);
  expect(scripts.map((script) => script.file)).toEqual(
    expect.arrayContaining(['/assets/index.js', '/assets/about.js']),
  );
  // Nothing fetches the stylesheet: every page has it inline.
  const styles = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).length,
  );
  expect(styles).toBe(0);
});

test('quiz answers chosen with the keyboard before the page hydrates count once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/growth-check', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Just an idea' }).focus();
  for (const key of ['2', 'Enter']) await page.keyboard.press(key);
  await release();
  await expect(page.getByText('Question 2 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Pre-seed: building or just launched' })).toBeChecked();
});
