import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('accepts an empty environment: every variable has a default', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_GA_MEASUREMENT_ID: '' })).toEqual({});
  });

  it('names each malformed variable in its message', () => {
    expect(() => parseEnv({ VITE_SITE_URL: 'example.com', VITE_GA_MEASUREMENT_ID: 'UA-1' })).toThrow(
      /VITE_SITE_URL[\s\S]*VITE_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/,
    );
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
