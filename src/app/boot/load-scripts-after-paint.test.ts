import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPage } from '../stale-build';
import { loadScriptsAfterPaint } from './load-scripts-after-paint';

/** What the page has asked the browser for: preloaded chunks and module scripts, in order. */
function requested(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map(
    (element) =>
      element instanceof HTMLLinkElement
        ? `${element.rel} ${element.getAttribute('href')}`
        : `${element.type} ${element.getAttribute('src')}`,
  );
}

/**
 * The browser's paint timing, as the test drives it: no paint until `paint()` reports the first
 * contentful one, as a browser does once that frame is on screen.
 */
function fakePaintTiming() {
  let painted = false;
  const observers: (() => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.callback), 1);
        }
      },
      { supportedEntryTypes: ['paint'] },
    ),
  );
  const entries = vi
    .spyOn(performance, 'getEntriesByName')
    .mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
    );
  return {
    paint() {
      painted = true;
      for (const observer of [...observers]) observer();
    },
    restore: () => entries.mockRestore(),
  };
}

const entryThenChunks = [
  'module /assets/index-1.js',
  'modulepreload /assets/react-2.js',
  'modulepreload /assets/about-3.js',
];

describe('loadScriptsAfterPaint', () => {
  let paintTiming: ReturnType<typeof fakePaintTiming>;

  beforeEach(() => {
    vi.useFakeTimers();
    paintTiming = fakePaintTiming();
    document.body.innerHTML =
      '<div id="root" data-entry="/assets/index-1.js" data-page-chunks="/assets/react-2.js /assets/about-3.js"></div>';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    paintTiming.restore();
    document.head.replaceChildren();
    sessionStorage.clear();
  });

  it('asks for nothing before the first paint is on screen, then at once for the entry and its chunks, without waiting for the images', () => {
    loadScriptsAfterPaint();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(requested()).toEqual([]);
    paintTiming.paint();
    expect(requested()).toEqual(entryThenChunks);
  });

  it('asks two seconds after it started at the latest when no paint is reported', () => {
    loadScriptsAfterPaint();
    vi.advanceTimersByTime(1999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(entryThenChunks);
  });

  it("asks at the visitor's first touch, and only once", () => {
    loadScriptsAfterPaint();
    window.dispatchEvent(new Event('pointerdown'));
    expect(requested()).toContain('module /assets/index-1.js');
    window.dispatchEvent(new Event('keydown'));
    paintTiming.paint();
    expect(requested().filter((line) => line.startsWith('module '))).toHaveLength(1);
  });

  it('asks for nothing where the page names no entry (the dev server loads it itself)', () => {
    document.getElementById('root')!.removeAttribute('data-entry');
    loadScriptsAfterPaint();
    paintTiming.paint();
    expect(requested()).toEqual([]);
  });

  describe('when the entry fails to load', () => {
    let reload: ReturnType<typeof vi.spyOn>;
    /** The host's answer to the page asking whether the entry is still there. */
    let hostAnswer: () => Response;
    const asked: string[] = [];
    beforeEach(() => {
      reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
      asked.length = 0;
      vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        return Promise.resolve(hostAnswer());
      });
    });
    afterEach(() => reload.mockRestore());

    /** The entry is asked for, then the browser reports it failed; returns once the page has decided. */
    async function entryFails(): Promise<void> {
      window.dispatchEvent(new Event('pointerdown'));
      document.head.querySelector('script')!.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
    }

    it('reloads once when the host no longer has it (a deploy since the page was served)', async () => {
      hostAnswer = () => new Response('Not found', { status: 404 });
      loadScriptsAfterPaint();
      await entryFails();
      expect(asked).toEqual(['HEAD /assets/index-1.js']);
      expect(reload).toHaveBeenCalledOnce();
    });

    it('does not reload again within the guard time: the reloaded page whose entry fails too stays as it is', async () => {
      hostAnswer = () => new Response('Not found', { status: 404 });
      sessionStorage.setItem('stale-build-reloaded-at', String(Date.now() - 5_000));
      loadScriptsAfterPaint();
      await entryFails();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload while the visitor is leaving the page (a link, a form post): the browser dropped it', async () => {
      hostAnswer = () => new Response('Not found', { status: 404 });
      loadScriptsAfterPaint();
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('beforeunload'));
      await entryFails();
      expect(asked).toEqual([]);
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload when the host still has it (a download cancelled or lost on the way)', async () => {
      hostAnswer = () => new Response(null, { status: 200, headers: { 'content-type': 'text/javascript' } });
      loadScriptsAfterPaint();
      await entryFails();
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads when the host answers a page where the entry was (a fallback to HTML)', async () => {
      hostAnswer = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      loadScriptsAfterPaint();
      await entryFails();
      expect(reload).toHaveBeenCalledOnce();
    });
  });
});
