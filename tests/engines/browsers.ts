import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { Builder, By, Key, until, type WebDriver } from 'selenium-webdriver';
import { settings, type EngineName } from './settings.ts';

/**
 * One visitor's tab, the same few actions in both engines: Firefox through puppeteer-core (WebDriver BiDi,
 * no geckodriver needed) and WebKitGTK through selenium-webdriver and `WebKitWebDriver`. Elements are found
 * by XPath, which both take (tests/engines/find.ts builds them from what a visitor reads).
 */
export type Tab = {
  engine: EngineName;
  /** Loads the address and returns once its document is parsed (not waiting for the scripts). */
  goto(url: string): Promise<void>;
  /** The page's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Runs a script's source in the page (a library such as axe-core, which the page's CSP would not load). */
  runScript(source: string): Promise<void>;
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  click(xpath: string): Promise<void>;
  type(xpath: string, text: string): Promise<void>;
  /** A key pressed wherever focus is: `Enter`, `Tab` or a character. */
  press(key: string): Promise<void>;
};

export type Engine = {
  name: EngineName;
  /**
   * A new visitor's tab: no cookies or storage, the last visitor's tab closed. With `freshCache`, nothing in
   * the browser's cache either (a first visit, for the font).
   */
  newVisitor(options?: { freshCache?: boolean }): Promise<Tab>;
  close(): Promise<void>;
};

const TIMEOUT = 15_000;

/** Marks the current document, so a navigation is over once a document without the mark is parsed. */
function markLeaving() {
  (window as { leaving?: boolean }).leaving = true;
}
function parsedNewDocument(): boolean {
  return !(window as { leaving?: boolean }).leaving && document.readyState !== 'loading';
}

/** A driver's error with what was being done, which Selenium's own messages for WebKit leave out. */
function explain(action: string, xpath: string) {
  return (error: Error) => {
    throw new Error(`Could not ${action} ${xpath}: ${error.name} ${error.message}`);
  };
}

async function poll<T>(read: () => Promise<T>, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: settings.firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // No outside network here: nothing in the background asks for it.
      'network.dns.disablePrefetch': true,
      'network.prefetch-next': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  let context: BrowserContext | undefined;

  function tab(page: Page): Tab {
    const element = async (xpath: string) => {
      const handle = await page.waitForSelector(`::-p-xpath(${xpath})`, { visible: true, timeout: TIMEOUT });
      if (!handle) throw new Error(`No element at ${xpath}`);
      return handle;
    };
    return {
      engine: 'firefox',
      async goto(url) {
        await page.goto(url, { waitUntil: 'domcontentloaded' });
      },
      resize: (width, height) => page.setViewport({ width, height }),
      async runScript(source) {
        await page.evaluate(source);
      },
      evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
      async click(xpath) {
        await (await element(xpath)).click();
      },
      async type(xpath, text) {
        await (await element(xpath)).type(text);
      },
      async press(key) {
        await page.keyboard.press(key as never);
      },
    };
  }

  return {
    name: 'firefox',
    async newVisitor() {
      await context?.close();
      context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT);
      return tab(page);
    },
    close: () => browser.close(),
  };
}

async function startWebKit(): Promise<WebDriver> {
  return new Builder()
    .usingServer(`http://127.0.0.1:${settings.webkitDriverPort}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // WebKitWebDriver 2.50 never answers a navigation with the `eager` strategy; `goto` waits itself.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: settings.miniBrowserPath, args: ['--automation'] },
    })
    .build();
}

async function launchWebKit(): Promise<Engine> {
  let driver: WebDriver | undefined;

  function tab(session: WebDriver): Tab {
    // In the middle of the window first, as a visitor scrolls to what they tap: WebKitWebDriver's own scroll
    // leaves an element at the window's edge, where it often refuses the click as not interactable.
    const element = async (xpath: string) => {
      const found = await session.wait(until.elementLocated(By.xpath(xpath)), TIMEOUT);
      await session.wait(until.elementIsVisible(found), TIMEOUT);
      await session.executeScript(
        (target: Element) => target.scrollIntoView({ block: 'center', inline: 'center' }),
        found,
      );
      return found;
    };
    const evaluate: Tab['evaluate'] = (fn, ...args) => session.executeScript(fn as never, ...args) as never;
    return {
      engine: 'webkit',
      async goto(url) {
        await evaluate(markLeaving).catch(() => {});
        await session.get(url);
        await poll(() => evaluate(parsedNewDocument), `${url} to load`);
      },
      async resize(width, height) {
        // WebDriver sets the window's frame; MiniBrowser's (its toolbar hidden, no window manager under Xvfb)
        // is the page's viewport and a little more: correct the frame by what the viewport misses.
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const [innerWidth, innerHeight] = await evaluate(() => [window.innerWidth, window.innerHeight]);
          if (innerWidth === width && innerHeight === height) return;
          const frame = await session.manage().window().getRect();
          // A window that has only just opened reports no viewport, and refuses a size at first.
          const wanted =
            innerWidth && innerHeight
              ? { width: frame.width + width - innerWidth, height: frame.height + height - innerHeight }
              : { width, height };
          await session
            .manage()
            .window()
            .setRect(wanted)
            .catch(() => new Promise((resolve) => setTimeout(resolve, 250)));
        }
        throw new Error(`WebKit's viewport stays off ${width} × ${height}`);
      },
      async runScript(source) {
        await session.executeScript(source);
      },
      evaluate,
      async click(xpath) {
        await (await element(xpath)).click().catch(explain('click', xpath));
      },
      async type(xpath, text) {
        await (await element(xpath)).sendKeys(text).catch(explain('type into', xpath));
      },
      async press(key) {
        const keys: Record<string, string> = { Enter: Key.ENTER, Tab: Key.TAB };
        await session
          .actions()
          .sendKeys(keys[key] ?? key)
          .perform();
      },
    };
  }

  return {
    name: 'webkit',
    async newVisitor({ freshCache = false } = {}) {
      if (driver && freshCache) {
        await driver.quit();
        driver = undefined;
      }
      if (!driver) {
        driver = await startWebKit();
        // MiniBrowser's window opens small; every test sets the viewport it needs.
        return tab(driver);
      }
      // The same browser, a new visitor: the site keeps its state in cookies and first-party storage only.
      await driver.manage().deleteAllCookies();
      await driver
        .executeScript(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => {}); // not on the site yet: nothing stored

      return tab(driver);
    },
    async close() {
      await driver?.quit();
    },
  };
}

export function launch(engine: EngineName): Promise<Engine> {
  return engine === 'firefox' ? launchFirefox() : launchWebKit();
}
