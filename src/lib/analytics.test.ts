import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from './analytics-consent';

const deniedDefaults = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** What the page has queued for Google's tag, as plain arrays. */
function dataLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function pageViews(): unknown[] {
  return dataLayer()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params);
}

function googleScripts(): string[] {
  return [...document.querySelectorAll('script[src]')]
    .map((script) => script.getAttribute('src') ?? '')
    .filter((src) => src.includes('googletagmanager.com'));
}

function storeChoice(choice: 'granted' | 'denied', version = CONSENT_POLICY_VERSION): void {
  localStorage.setItem('analytics-consent', JSON.stringify({ version, choice, decidedAt: '2026-11-01' }));
}

/** A fresh page load: env is read at import, so the modules load after the stub. */
async function startPage(measurementId: string | null = 'G-TEST123') {
  if (measurementId) vi.stubEnv('VITE_GA_MEASUREMENT_ID', measurementId);
  vi.resetModules();
  const analytics = await import('./analytics');
  const consent = await import('./analytics-consent');
  analytics.startAnalytics();
  return { ...analytics, ...consent };
}

describe('analytics and the visitor’s consent', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('before a choice: only the denied consent defaults, no Google script, page views and events dropped', async () => {
    const { trackPageView, trackEvent } = await startPage();
    trackPageView('/');
    trackEvent('newsletter_subscribed', { source: 'blog' });
    expect(dataLayer()).toEqual([['consent', 'default', deniedDefaults]]);
    expect(googleScripts()).toEqual([]);
  });

  it('accepting grants analytics only, loads the tag and sends the current page view once', async () => {
    const { trackPageView, trackEvent, chooseConsent } = await startPage();
    trackPageView('/about');
    trackEvent('playbook_downloaded', { source: 'growth_playbook' }); // before accepting: dropped
    chooseConsent('granted');

    expect(dataLayer()).toEqual([
      ['consent', 'default', deniedDefaults],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['js', expect.any(Date)],
      ['config', 'G-TEST123', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/about' }],
    ]);
    expect(googleScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(JSON.parse(localStorage.getItem('analytics-consent') ?? '{}')).toMatchObject({
      version: CONSENT_POLICY_VERSION,
      choice: 'granted',
    });

    trackEvent('growth_diagnostic_completed', { stage: 'idea', challenge: 'retention' });
    trackPageView('/blog');
    expect(dataLayer().slice(5)).toEqual([
      ['event', 'growth_diagnostic_completed', { stage: 'idea', challenge: 'retention' }],
      ['event', 'page_view', { page_path: '/blog' }],
    ]);
  });

  it('a visitor who accepted earlier is measured from the first page view, without asking again', async () => {
    storeChoice('granted');
    const { trackPageView } = await startPage();
    trackPageView('/');
    expect(pageViews()).toEqual([{ page_path: '/' }]);
    expect(googleScripts()).toHaveLength(1);
  });

  it('a choice made under an older policy version counts as none', async () => {
    storeChoice('granted', CONSENT_POLICY_VERSION - 1);
    const { trackPageView, readConsent } = await startPage();
    trackPageView('/');
    expect(readConsent()).toBeUndefined();
    expect(dataLayer()).toEqual([['consent', 'default', deniedDefaults]]);
  });

  it('declining sends nothing and loads nothing, on this page and the next', async () => {
    const first = await startPage();
    first.trackPageView('/');
    first.chooseConsent('denied');
    first.trackEvent('contact_form_submitted', { source: 'book-call' });
    expect(dataLayer()).toEqual([['consent', 'default', deniedDefaults]]);

    delete window.dataLayer;
    const next = await startPage();
    next.trackPageView('/blog');
    expect(dataLayer()).toEqual([['consent', 'default', deniedDefaults]]);
    expect(googleScripts()).toEqual([]);
  });

  it('withdrawing consent stops sending at once, switches the tag off and deletes its cookies', async () => {
    const { trackPageView, trackEvent, chooseConsent } = await startPage();
    trackPageView('/');
    chooseConsent('granted');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST123=GS1.1.789; path=/';
    document.cookie = 'unrelated=kept; path=/';

    chooseConsent('denied');
    const queued = dataLayer().length;
    trackEvent('newsletter_subscribed', { source: 'blog' });
    trackPageView('/about');

    expect(dataLayer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(dataLayer()).toHaveLength(queued);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
    expect(document.cookie).toBe('unrelated=kept');

    // Accepting again on the same page does not count the page a second time.
    chooseConsent('granted');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(false);
    expect(pageViews()).toEqual([{ page_path: '/' }, { page_path: '/about' }]);
    document.cookie = 'unrelated=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends a named event with its parameters', async () => {
    storeChoice('granted');
    const { trackEvent } = await startPage();
    trackEvent('labs_idea_submitted', { stage: 'idea' });
    expect(dataLayer().at(-1)).toEqual(['event', 'labs_idea_submitted', { stage: 'idea' }]);
  });

  it('without a measurement id nothing exists: no dataLayer, no script, even with a stored acceptance', async () => {
    storeChoice('granted');
    const { trackPageView, trackEvent, isAnalyticsEnabled } = await startPage(null);
    trackPageView('/');
    trackEvent('newsletter_subscribed', { source: 'blog' });
    expect(isAnalyticsEnabled()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(googleScripts()).toEqual([]);
  });
});
