import type ReactGA from 'react-ga4';
import { env } from '@/config/env';

/** The named events (docs/product/analytics.md); feature modules record them through `trackEvent`. */
export const analyticsEvents = [
  'labs_idea_submitted',
  'collective_inquiry_submitted',
  'collective_application_submitted',
  'contact_form_submitted',
  'newsletter_subscribed',
  'playbook_downloaded',
  'growth_diagnostic_completed',
  // The beta access form (docs/product/forms.md#beta-access) and a booked call reported by the scheduler.
  'labs_beta_access_requested',
  'call_scheduled',
] as const;

export type AnalyticsEvent = (typeof analyticsEvents)[number];
export type EventParams = Record<string, string | number | boolean | undefined>;

type Ga = typeof ReactGA;

let gaPromise: Promise<Ga> | undefined;

/**
 * react-ga4 (and Google's script it injects) is loaded on first use, and only when a measurement id is
 * configured: without one, analytics is a no-op and costs no bytes.
 */
function loadGa(measurementId: string): Promise<Ga> {
  gaPromise ??= import('react-ga4').then(({ default: ga }) => {
    // Page views are sent by us on every route change, so the automatic one would count the first page twice.
    ga.initialize(measurementId, { gtagOptions: { send_page_view: false } });
    return ga;
  });
  return gaPromise;
}

function withGa(action: (ga: Ga) => void): void {
  const measurementId = env.VITE_GA_MEASUREMENT_ID;
  if (!measurementId || typeof window === 'undefined') return;
  loadGa(measurementId)
    .then(action)
    .catch((error: unknown) => console.warn('Analytics unavailable:', error));
}

export function isAnalyticsEnabled(): boolean {
  return Boolean(env.VITE_GA_MEASUREMENT_ID);
}

export function trackPageView(path: string): void {
  withGa((ga) => ga.send({ hitType: 'pageview', page: path }));
}

export function trackEvent(name: AnalyticsEvent, params: EventParams = {}): void {
  withGa((ga) => ga.event(name, params));
}
