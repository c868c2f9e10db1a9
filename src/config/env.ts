import type { Env } from './env-schema';

/**
 * The site's environment, read once. vite.config.ts has already checked it against the schema in
 * env-schema.ts (a malformed value stops the build), so it is not validated again in every visitor's
 * browser. Empty values count as unset.
 */
export const env: Env = Object.fromEntries(
  Object.entries(import.meta.env as Record<string, unknown>).filter(
    ([name, value]) => name.startsWith('VITE_') && value !== '',
  ),
) as Env;
