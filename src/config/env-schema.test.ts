import { describe, expect, it } from 'vitest';
import { parseDeployEnv, parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('accepts an empty environment: every variable has a default', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_GA_MEASUREMENT_ID: '' })).toEqual({});
  });

  it('names each malformed variable in its message', () => {
    expect(() => parseEnv({ VITE_SITE_URL: 'example.com', VITE_GA_MEASUREMENT_ID: 'UA-1' })).toThrow(
      /VITE_SITE_URL: Invalid URL[\s\S]*VITE_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow('VITE_SUPABASE_URL: Invalid URL');
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'studio' })).toThrow(
      'VITE_CONTACT_EMAIL: Invalid email address',
    );
  });

  it('takes a Sentry DSN only in the form Sentry gives it', () => {
    const dsn = 'https://abc123@o42.ingest.us.sentry.io/4501';
    expect(parseEnv({ VITE_SENTRY_DSN: dsn }).VITE_SENTRY_DSN).toBe(dsn);
    for (const wrong of [
      'https://o42.ingest.us.sentry.io/4501',
      'https://abc123@o42.ingest.sentry.io/',
      'abc',
    ])
      expect(() => parseEnv({ VITE_SENTRY_DSN: wrong })).toThrow('VITE_SENTRY_DSN: must be a Sentry DSN');
  });

  it('requires the anon key once a hosted project URL is given', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      'VITE_SUPABASE_ANON_KEY: required when VITE_SUPABASE_URL is set',
    );
  });

  it('passes valid values through', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'public-anon-key',
      VITE_GA_MEASUREMENT_ID: 'G-ABC123',
    });
    expect(env.VITE_GA_MEASUREMENT_ID).toBe('G-ABC123');
  });
});

describe('parseDeployEnv', () => {
  const hosted = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' };

  it('requires the public origin for a build against a hosted project', () => {
    expect(() => parseDeployEnv(hosted)).toThrow(/VITE_SITE_URL: required when VITE_SUPABASE_URL is set/);
  });

  it('wants an https origin with no path', () => {
    expect(() => parseDeployEnv({ ...hosted, VITE_SITE_URL: 'http://www.example.com' })).toThrow(
      'VITE_SITE_URL: must be an https:// address',
    );
    expect(() => parseDeployEnv({ ...hosted, VITE_SITE_URL: 'https://example.com/site' })).toThrow(
      'VITE_SITE_URL: must be an origin only',
    );
    expect(parseDeployEnv({ ...hosted, VITE_SITE_URL: 'https://www.example.com/' }).VITE_SITE_URL).toBe(
      'https://www.example.com/',
    );
  });

  it('asks nothing more of a local build', () => {
    expect(parseDeployEnv({})).toEqual({});
  });
});
