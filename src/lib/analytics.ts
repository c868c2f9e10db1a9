import { env } from '@/config/env';
import { readConsent, subscribeToConsent, type ConsentChoice } from './analytics-consent';

/** The named events (docs/product/analytics.md); feature modules record them through `trackEvent`. */
export type AnalyticsEvent =
  | 'labs_idea_submitted'
  | 'collective_inquiry_submitted'
  | 'collective_application_submitted'
  | 'contact_form_submitted'
  | 'newsletter_subscribed'
  | 'playbook_downloaded'
  | 'growth_diagnostic_completed'
  // The beta access form (docs/product/forms.md#beta-access) and a booked call reported by the scheduler.
  | 'labs_beta_access_requested'
  | 'call_scheduled'
  // The booking page's request for a call when the scheduler cannot be reached.
  | 'call_requested'
  // GA4's recommended event for a lead, sent for a booked call (docs/product/analytics.md).
  | 'generate_lead';

export type EventParams = Record<string, string | number | boolean | undefined>;

/**
 * Google's tag, driven through its documented command queue (`window.dataLayer`) with consent mode v2
 * (docs/decisions/0008-analytics-consent.md). Nothing is queued, and Google's script is not requested,
 * until the visitor accepts; a visitor who declines sends nothing.
 */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** Every signal starts denied; accepting grants analytics only: the site runs no ads. */
export const consentDefaults = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type Tracker = {
  measurementId: string;
  tagLoaded: boolean;
  /** The choice last applied, so reopening the banner without changing it repeats nothing. */
  applied?: ConsentChoice;
  /** The page the visitor is on (set on every navigation) and whether its view has been sent. */
  currentPage?: string;
  currentPageSent: boolean;
  /** Whether the Core Web Vitals reporter was asked for (once a visit, after the visitor accepted). */
  vitalsStarted: boolean;
};

let tracker: Tracker | undefined;

/** Pushes one command exactly as Google's snippet does: gtag.js reads `arguments` objects. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js only accepts the arguments object.
  (window.dataLayer ??= []).push(arguments);
}

function granted(): boolean {
  return tracker !== undefined && readConsent() === 'granted';
}

function loadTag(active: Tracker): void {
  if (active.tagLoaded) return;
  active.tagLoaded = true;
  gtag('js', new Date());
  // Page views are sent by the app on every route change, so the tag's automatic one would count twice.
  gtag('config', active.measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(active.measurementId)}`;
  document.head.appendChild(script);
}

/**
 * Real visitors' Core Web Vitals (src/lib/web-vitals.ts), downloaded only now that the visitor has
 * accepted. Each report is sent only while consent still holds; a chunk that fails to load costs this
 * visit its vitals and nothing else.
 */
function startWebVitals(active: Tracker): void {
  if (active.vitalsStarted) return;
  active.vitalsStarted = true;
  import('./web-vitals')
    .then(({ reportWebVitals }) =>
      reportWebVitals((name, params) => {
        if (granted()) gtag('event', name, params);
      }),
    )
    .catch(() => undefined);
}

function sendCurrentPage(active: Tracker): void {
  if (active.currentPage === undefined || active.currentPageSent) return;
  active.currentPageSent = true;
  gtag('event', 'page_view', { page_path: active.currentPage });
}

/** Google's cookies (`_ga`, `_ga_<id>`), set on the site's registrable domain, which JS cannot name: try each. */
function deleteGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.map((_, index) => `; domain=.${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

function applyConsent(choice: ConsentChoice): void {
  const active = tracker;
  if (!active || active.applied === choice) return;
  active.applied = choice;
  // Google's documented switch: with it set, a loaded tag sends nothing at all, not even cookieless pings.
  (window as unknown as Record<string, unknown>)[`ga-disable-${active.measurementId}`] = choice !== 'granted';
  if (choice === 'granted') {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    loadTag(active);
    sendCurrentPage(active);
    startWebVitals(active);
  } else if (active.tagLoaded) {
    // Consent withdrawn during the visit: the tag stays loaded but stops storing and sending.
    gtag('consent', 'update', { analytics_storage: 'denied' });
    deleteGoogleCookies();
  }
}

/**
 * Called once as the page's script starts. With a measurement id, the consent defaults go first into
 * `dataLayer`; a visitor who accepted earlier gets the tag at once, everyone else only after accepting.
 */
export function startAnalytics(): void {
  const measurementId = env.VITE_GA_MEASUREMENT_ID;
  if (!measurementId || typeof window === 'undefined' || tracker) return;
  tracker = { measurementId, tagLoaded: false, currentPageSent: false, vitalsStarted: false };
  gtag('consent', 'default', consentDefaults);
  applyConsent(readConsent() ?? 'denied');
  subscribeToConsent(() => applyConsent(readConsent() ?? 'denied'));
}

export function isAnalyticsEnabled(): boolean {
  return Boolean(env.VITE_GA_MEASUREMENT_ID);
}

/** One call per navigation. Without consent the page is only remembered, so accepting can send it once. */
export function trackPageView(path: string): void {
  if (!tracker) return;
  tracker.currentPage = path;
  tracker.currentPageSent = false;
  if (granted()) sendCurrentPage(tracker);
}

/** Sent only with consent; an event from before the visitor accepted is dropped, not kept for later. */
export function trackEvent(name: AnalyticsEvent, params: EventParams = {}): void {
  if (granted()) gtag('event', name, params);
}
