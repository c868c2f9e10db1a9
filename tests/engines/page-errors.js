// The first script of every page the engines suite loads (its proxy adds it, tests/engines/proxy.ts): it
// records what Playwright's console and pageerror events give the Chromium suite and WebDriver does not
// give for WebKit. Tests read and empty `window.__pageErrors`.
(function () {
  const errors = (window.__pageErrors = []);
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    return consoleError.apply(console, args);
  };
  addEventListener(
    'error',
    (event) => {
      const element = event.target;
      // Firefox fires `error` at a modulepreload of a module it has already run (Vite's preload helper lists
      // the entry among a lazy chunk's dependencies); a chunk that is really missing fails its import.
      if (element instanceof HTMLLinkElement && element.rel === 'modulepreload') return;
      if (element instanceof Element) errors.push(`failed to load ${element.src || element.href}`);
      else errors.push(`uncaught: ${event.message}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
})();
