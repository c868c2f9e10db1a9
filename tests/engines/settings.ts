/** The engines suite's settings: each can be changed by an environment variable (README, "Environment"). */
export type EngineName = 'firefox' | 'webkit';

const port = Number(process.env.ENGINES_PORT ?? 4179);

export const settings = {
  /** Where the browsers load the site: the proxy (tests/engines/proxy.ts); the preview listens on the next port. */
  proxyPort: port,
  previewPort: port + 1,
  firefoxPath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  webkitDriverPath: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  miniBrowserPath: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  webkitDriverPort: Number(process.env.WEBKIT_DRIVER_PORT ?? 4444),
  /** The X display WebKit's window opens on: an Xvfb the suite starts. */
  display: process.env.XVFB_DISPLAY ?? ':99',
};

/** The engine this run of the suite drives (its Vitest project sets it). */
export function currentEngine(): EngineName {
  const engine = process.env.ENGINE;
  if (engine !== 'firefox' && engine !== 'webkit')
    throw new Error(`ENGINE must be firefox or webkit, not ${engine}`);
  return engine;
}
