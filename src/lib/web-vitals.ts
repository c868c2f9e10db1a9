import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
} from 'web-vitals/attribution';

/**
 * Real visitors' Core Web Vitals for Google Analytics, by web-vitals' own GA4 recipe with the attribution
 * build (docs/product/analytics.md, "Core Web Vitals"). This module is its own chunk: src/lib/analytics.ts
 * imports it only once the visitor has accepted analytics, so nobody else downloads or runs it.
 */
export type VitalsMetric = CLSMetricWithAttribution | INPMetricWithAttribution | LCPMetricWithAttribution;
export type VitalsParams = Record<string, string | number>;

/** GA4 keeps at most 100 characters of a parameter's value. */
const GA_VALUE_LIMIT = 100;

/** The element most to blame: the slowest interaction's target, the largest shift's, the largest paint's. */
function debugTarget(metric: VitalsMetric): string | undefined {
  switch (metric.name) {
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'LCP':
      return metric.attribution.target;
  }
}

/**
 * The page a metric belongs to: the address the page was loaded at, which a report sent later (CLS and INP
 * are final only when the visitor leaves) must keep after client-side navigations moved the address bar
 * on. Without its fragment, which may hold a link's token.
 */
function metricPage(metric: VitalsMetric): URL {
  const page = new URL(metric.navigationURL ?? window.location.href, window.location.href);
  page.hash = '';
  return page;
}

/** One GA4 event's parameters for one report of a metric. */
export function vitalsEventParams(metric: VitalsMetric): VitalsParams {
  const page = metricPage(metric);
  const target = debugTarget(metric);
  return {
    // `delta`, so the values of one metric_id can be summed; CLS too (GA4 takes non-integer values).
    value: metric.delta,
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    page_location: page.href,
    page_path: page.pathname + page.search,
    ...(target && { debug_target: target.slice(0, GA_VALUE_LIMIT) }),
  };
}

/** Starts measuring; `send` receives each report (it decides whether the visitor's consent still holds). */
export async function reportWebVitals(send: (name: VitalsMetric['name'], params: VitalsParams) => void) {
  const { onCLS, onINP, onLCP } = await import('web-vitals/attribution');
  const report = (metric: VitalsMetric) => send(metric.name, vitalsEventParams(metric));
  onCLS(report);
  onINP(report);
  onLCP(report);
}
