import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from './analytics-consent';
import type { VitalsMetric } from './web-vitals';

/**
 * Google's web-vitals library cannot measure in jsdom (no paint or event timing), so it is replaced by one
 * that records which metrics the site asked for; the test then plays the browser's reports.
 */
const library = vi.hoisted(() => ({
  loaded: false,
  callbacks: new Map<string, (metric: unknown) => void>(),
}));
vi.mock('web-vitals/attribution', () => {
  library.loaded = true;
  const register = (name: string) => (callback: (metric: unknown) => void) =>
    library.callbacks.set(name, callback);
  return { onCLS: register('CLS'), onINP: register('INP'), onLCP: register('LCP') };
});

function storeChoice(choice: 'granted' | 'denied'): void {
  localStorage.setItem(
    'analytics-consent',
    JSON.stringify({ version: CONSENT_POLICY_VERSION, choice, decidedAt: '2026-11-01' }),
  );
}

/** A fresh page load with a measurement id (env is read at import). */
async function startPage() {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
  vi.resetModules();
  const analytics = await import('./analytics');
  const consent = await import('./analytics-consent');
  analytics.startAnalytics();
  return { ...analytics, ...consent };
}

/** The vitals events queued for Google's tag, as [name, params]. */
function vitalsEvents(): [unknown, unknown][] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && ['CLS', 'INP', 'LCP'].includes(name as string))
    .map(([, name, params]) => [name, params]);
}

/** Waits until the reporter chunk has registered its callbacks (it is a dynamic import). */
async function reporterReady(): Promise<void> {
  await vi.waitFor(() => expect(library.callbacks.size).toBe(3));
}

const origin = window.location.origin;

function inp(overrides: Partial<VitalsMetric> = {}): VitalsMetric {
  return {
    name: 'INP',
    value: 248,
    delta: 248,
    rating: 'needs-improvement',
    id: 'v6-1700000000000-123',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: `${origin}/growth-playbook?utm_source=newsletter#confirm=secret`,
    attribution: { interactionTarget: 'form>button.bg-brand-600', interactionTime: 5400 },
    ...overrides,
  } as VitalsMetric;
}

describe('real-user Core Web Vitals', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
    library.loaded = false;
    library.callbacks.clear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });

  it('are not downloaded before the visitor chooses, nor after Decline', async () => {
    const { trackPageView, chooseConsent } = await startPage();
    trackPageView('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(library.loaded).toBe(false);

    chooseConsent('denied');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(library.loaded).toBe(false);
    expect(vitalsEvents()).toEqual([]);
  });

  it('after Accept, CLS, INP and LCP are measured and each report is sent by the GA4 recipe', async () => {
    const { trackPageView, chooseConsent } = await startPage();
    trackPageView('/growth-playbook');
    chooseConsent('granted');
    await reporterReady();

    library.callbacks.get('INP')?.(inp());
    expect(vitalsEvents()).toEqual([
      [
        'INP',
        {
          value: 248,
          metric_id: 'v6-1700000000000-123',
          metric_value: 248,
          metric_delta: 248,
          metric_rating: 'needs-improvement',
          // The page it was measured on, without the fragment (which may hold a link's token).
          page_location: `${origin}/growth-playbook?utm_source=newsletter`,
          page_path: '/growth-playbook?utm_source=newsletter',
          // The attribution build's slowest interaction.
          debug_target: 'form>button.bg-brand-600',
        },
      ],
    ]);
  });

  it('a later report sends its delta, and the largest shift and paint name their elements', async () => {
    storeChoice('granted');
    await startPage();
    await reporterReady();
    const cls = {
      ...inp(),
      name: 'CLS',
      id: 'v6-cls',
      value: 0.12,
      delta: 0.02,
      rating: 'needs-improvement',
      attribution: { largestShiftTarget: 'main>section.hero', largestShiftTime: 900 },
    } as VitalsMetric;
    const lcp = {
      ...inp(),
      name: 'LCP',
      id: 'v6-lcp',
      value: 2100,
      delta: 2100,
      rating: 'good',
      attribution: { target: 'h1.text-6xl' },
    } as VitalsMetric;
    library.callbacks.get('CLS')?.(cls);
    library.callbacks.get('LCP')?.(lcp);
    expect(vitalsEvents()).toEqual([
      [
        'CLS',
        expect.objectContaining({
          value: 0.02,
          metric_value: 0.12,
          metric_delta: 0.02,
          debug_target: 'main>section.hero',
        }),
      ],
      ['LCP', expect.objectContaining({ value: 2100, metric_rating: 'good', debug_target: 'h1.text-6xl' })],
    ]);
  });

  it('keep the page they belong to after a client-side navigation', async () => {
    storeChoice('granted');
    const { trackPageView } = await startPage();
    trackPageView('/growth-playbook');
    await reporterReady();
    // The visitor follows a link inside the site: the address bar says /blog, the page was not reloaded.
    window.history.pushState(null, '', '/blog');
    trackPageView('/blog');

    library.callbacks.get('INP')?.(inp({ navigationURL: `${origin}/growth-playbook` }));
    expect(vitalsEvents()).toEqual([
      [
        'INP',
        expect.objectContaining({
          page_location: `${origin}/growth-playbook`,
          page_path: '/growth-playbook',
        }),
      ],
    ]);
  });

  it('are not sent once consent is withdrawn; accepting again sends again, with the library asked for once', async () => {
    storeChoice('granted');
    const { chooseConsent } = await startPage();
    await reporterReady();
    const reportInp = library.callbacks.get('INP');
    chooseConsent('denied');
    reportInp?.(inp());
    expect(vitalsEvents()).toEqual([]);

    library.callbacks.clear();
    chooseConsent('granted');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(library.callbacks.size).toBe(0);
    reportInp?.(inp({ id: 'v6-later' }));
    expect(vitalsEvents()).toEqual([['INP', expect.objectContaining({ metric_id: 'v6-later' })]]);
  });
});
