import { describe, expect, it } from 'vitest';
import { parseSentryDsn, sentryCspReportUrl } from './sentry-dsn';

describe('a Sentry DSN', () => {
  it('names the origin the browser sends to and the project', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.us.sentry.io/4501')).toEqual({
      origin: 'https://o42.ingest.us.sentry.io',
      publicKey: 'abc123',
      projectId: '4501',
    });
    // A self-hosted Sentry under a path.
    expect(parseSentryDsn('https://k@errors.example.com/sentry/7')?.projectId).toBe('7');
  });

  it('refuses what Sentry would not take: no key, no project, a secret key, not a URL', () => {
    for (const dsn of [
      'https://o42.ingest.sentry.io/4501',
      'https://abc@o42.ingest.sentry.io/',
      'https://abc:secret@o42.ingest.sentry.io/1',
      'ftp://abc@host/1',
      'sentry',
    ])
      expect(parseSentryDsn(dsn)).toBeUndefined();
  });

  it("gives the project's endpoint for CSP violation reports", () => {
    const dsn = parseSentryDsn('https://abc123@o42.ingest.us.sentry.io/4501');
    expect(dsn && sentryCspReportUrl(dsn)).toBe(
      'https://o42.ingest.us.sentry.io/api/4501/security/?sentry_key=abc123',
    );
  });
});
