import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Sets (a string) or unsets (null) the local functions' secrets, as `supabase secrets set` does on a hosted
 * project (POST /_local/secrets). This changes the backend for every test: the tests that call it say so in
 * their titles and run last, alone (playwright.config.ts, project whole-backend).
 */
export async function setSecrets(request: APIRequestContext, changes: Record<string, string | null>) {
  const response = await request.post('/_local/secrets', { data: changes });
  expect(response.status()).toBe(200);
}
