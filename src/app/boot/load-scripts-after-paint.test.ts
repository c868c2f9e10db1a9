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

describe('loadScriptsAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root" data-entry="/assets/index-1.js" data-page-chunks="/assets/react-2.js /assets/about-3.js"></div>';
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    sessionStorage.clear();
  });

  it('asks for nothing until the loaded page has painted and the browser is idle, then for the entry and its chunks together', () => {
    loadScriptsAfterPaint();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(requested()).toEqual([
      'modulepreload /assets/react-2.js',
      'modulepreload /assets/about-3.js',
      'module /assets/index-1.js',
    ]);
  });

  it("asks at the visitor's first touch, and only once", () => {
    loadScriptsAfterPaint();
    window.dispatchEvent(new Event('pointerdown'));
    expect(requested()).toContain('module /assets/index-1.js');
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(600);
    expect(requested().filter((line) => line.startsWith('module '))).toHaveLength(1);
  });

  it('asks for nothing where the page names no entry (the dev server loads it itself)', () => {
    document.getElementById('root')!.removeAttribute('data-entry');
    loadScriptsAfterPaint();
    vi.advanceTimersByTime(600);
    expect(requested()).toEqual([]);
  });

  it('reloads once when the entry fails to load (a deploy since the page was served), not in a loop', () => {
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    loadScriptsAfterPaint();
    window.dispatchEvent(new Event('pointerdown'));
    const entry = document.head.querySelector('script')!;
    entry.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page's entry fails too: reloading again would not help.
    entry.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});
