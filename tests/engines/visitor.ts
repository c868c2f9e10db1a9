import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CONSENT_POLICY_VERSION } from '../../src/lib/analytics-consent.ts';
import { launch, type Engine, type Tab } from './browsers.ts';
import { startProxy, type Proxy } from './proxy.ts';
import { currentEngine, settings } from './settings.ts';

export const previewOrigin = `http://127.0.0.1:${settings.previewPort}`;

/** A phone and a laptop, as in the Chromium suite. */
export const widths = [390, 1280] as const;
export const viewport = (width: number) => ({ width, height: width < 640 ? 844 : 800 });

export type Visit = {
  engine: Engine;
  proxy: Proxy;
  /** This test's visitor: a new one for every test. */
  tab: Tab;
  /** The site's address for a path, through the proxy. */
  url(path: string): string;
};

/**
 * The engine and the proxy for a test file, and a new visitor for each test. Every test fails on an error
 * the page recorded (page-errors.js) that the test did not take with `takePageErrors`.
 */
export function driveEngine(): Visit {
  const visit = {} as Visit;
  beforeAll(async () => {
    visit.proxy = await startProxy(previewOrigin, settings.proxyPort);
    visit.engine = await launch(currentEngine());
    visit.url = (path) => `${visit.proxy.origin}${path}`;
  });
  afterAll(async () => {
    await visit.engine?.close();
    await visit.proxy?.close();
  });
  beforeEach(async () => {
    visit.proxy.reset();
    visit.tab = await visit.engine.newVisitor();
  });
  afterEach(async () => {
    expect(await takePageErrors(visit.tab), 'errors on the page').toEqual([]);
  });
  return visit;
}

/**
 * This test's visitor, again, with nothing in the browser's cache either: a first visit, for a test that
 * holds back or delays the site's files (a file from the cache would not be asked for).
 */
export async function firstVisit(visit: Visit): Promise<Tab> {
  visit.tab = await visit.engine.newVisitor({ freshCache: true });
  return visit.tab;
}

/** The errors the page recorded since it loaded or since the last call, emptied. */
export function takePageErrors(tab: Tab): Promise<string[]> {
  return tab.evaluate(() => (window as { __pageErrors?: string[] }).__pageErrors?.splice(0) ?? []);
}

/** Polls a function in the page until it returns something truthy (15 s at most); never an element: it cannot leave the page. */
export async function waitFor<Args extends unknown[], Result>(
  tab: Tab,
  what: string,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<Awaited<Result>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await tab.evaluate(fn, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out in ${tab.engine} waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until React has the page (`data-hydrated`, set by the layout's first effect). */
export function waitForHydration(tab: Tab): Promise<boolean> {
  return waitFor(tab, 'React to take the page', () => document.documentElement.hasAttribute('data-hydrated'));
}

/** Waits until this text is shown on the page (not hidden by CSS). */
export function waitForText(tab: Tab, text: string): Promise<boolean> {
  return waitFor(
    tab,
    `"${text}"`,
    (wanted) => document.body.innerText.replace(/\s+/g, ' ').includes(wanted),
    text,
  );
}

/**
 * Opens a path as a visitor who has already answered the analytics question (declined), so no banner covers
 * the page, at this width, and waits for React.
 */
export async function open(visit: Visit, path: string, width: number): Promise<void> {
  await visit.tab.goto(visit.url('/robots.txt'));
  await visit.tab.evaluate(
    (version) => localStorage.setItem('analytics-consent', JSON.stringify({ version, choice: 'denied' })),
    CONSENT_POLICY_VERSION,
  );
  await visit.tab.resize(viewport(width).width, viewport(width).height);
  await visit.tab.goto(visit.url(path));
  await waitForHydration(visit.tab);
}

/** Rows of a lead table with this email, read as the owner would (the local service key, from this machine). */
export async function storedRows(
  table: string,
  select: string,
  email: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${previewOrigin}/rest/v1/${table}?select=${select}&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: 'local-service-role-key' } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}
