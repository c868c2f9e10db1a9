/**
 * The bench's real loads: a first visit in Chromium (a fresh browser context each time, so nothing is
 * cached) on a phone-sized screen, with the network and CPU slowed through the DevTools protocol, as a
 * founder on a cheap phone in a train would load the page. Unlike Lighthouse's simulation, these are
 * times the browser actually took.
 */
import type { Browser } from '@playwright/test';

/** A slow link and CPU, as the DevTools protocol applies them (per request latency, not a packet-level RTT). */
export type Profile = {
  label: string;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
};

export const profiles = {
  /** Issue 26's slow phone, the profile its 2.9 s from paint to React was measured on. */
  phone: {
    label: 'slow 4G (400 ms, 400 kbps), 4x CPU',
    latencyMs: 400,
    downloadKbps: 400,
    uploadKbps: 400,
    cpuSlowdown: 4,
  },
  /** Lighthouse's "slow 4G" as its applied (devtools) throttling sets it: 150 ms × 3.75, 1.6 Mbps × 0.9. */
  lighthouse: {
    label: "Lighthouse's slow 4G (562.5 ms, 1,475 kbps), 4x CPU",
    latencyMs: 562.5,
    downloadKbps: 1474.56,
    uploadKbps: 675,
    cpuSlowdown: 4,
  },
} satisfies Record<string, Profile>;

/** One load, in ms since navigation start; null where the page never got there. */
export type LoadSample = {
  firstPaintMs: number | null;
  lcpMs: number | null;
  /** When the first script file was requested (the boot script asks for the entry and its chunks together). */
  scriptsRequestedMs: number | null;
  /** When React had the page: the html element gained `data-hydrated` (src/app/page-in-react.ts). */
  reactMs: number | null;
};

declare global {
  interface Window {
    benchReactAt?: number;
  }
}

/**
 * Added before any of the page's own scripts run: notes the moment the html element gains `data-hydrated`,
 * which src/app/page-in-react.ts sets once React has the page.
 */
function noteWhenReactHasThePage(): void {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    window.benchReactAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

/** Read once the page is settled: its paint timing, largest paint and first script request. */
function readTimings(): Promise<LoadSample> {
  return new Promise((resolve) => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const script = performance
      .getEntriesByType('resource')
      .find(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType !== 'fetch' && entry.name.endsWith('.js'),
      );
    const reactMs = window.benchReactAt ?? null;
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const entries = list.getEntries();
      resolve({
        firstPaintMs: firstPaint,
        lcpMs: entries.at(-1)?.startTime ?? null,
        scriptsRequestedMs: script?.startTime ?? null,
        reactMs,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Loads `url` once in a fresh context under `profile`. With `waitForReact`, waits until React has the page
 * (a minute at most); in any case until the network has been quiet for half a second, so the largest paint
 * is final.
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  profile: Profile,
  waitForReact: boolean,
): Promise<LoadSample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteWhenReactHasThePage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbps * 1024) / 8,
      uploadThroughput: (profile.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (waitForReact)
      await page.waitForFunction(() => window.benchReactAt !== undefined, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(readTimings);
  } finally {
    await context.close();
  }
}

/** The nearest-rank percentile (p = 50 is the median; of 5 loads, p90 is the slowest). */
export function percentile(values: (number | null)[], p: number): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return Math.round(known[Math.max(0, Math.ceil((p / 100) * known.length) - 1)] as number);
}
