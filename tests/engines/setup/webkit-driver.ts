import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { settings } from '../settings.ts';

/**
 * WebKitGTK needs a display: a virtual one (Xvfb), then `WebKitWebDriver`, which opens MiniBrowser windows on
 * it. MiniBrowser's toolbar holds its window at 447 px or wider; a GTK stylesheet of the suite's own hides it,
 * so the window (its frame has no border under Xvfb, which runs no window manager) goes down to a phone's 390.
 */
const HIDE_TOOLBAR = `
toolbar, headerbar, .titlebar, entry, button { min-width: 0; min-height: 0; margin: 0; padding: 0; border: 0; font-size: 0; }
`;

async function until(ready: () => Promise<boolean> | boolean, what: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function startWebKitDriver() {
  const display = settings.display;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await until(() => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`), `Xvfb ${display}`, xvfb);

  const config = mkdtempSync(path.join(tmpdir(), 'engines-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), HIDE_TOOLBAR);
  const driver = spawn(settings.webkitDriverPath, [`--port=${settings.webkitDriverPort}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = `http://127.0.0.1:${settings.webkitDriverPort}/status`;
  await until(
    () =>
      fetch(status).then(
        (response) => response.ok,
        () => false,
      ),
    'WebKitWebDriver',
    driver,
  );

  return () => {
    driver.kill();
    xvfb.kill();
    rmSync(config, { recursive: true, force: true });
  };
}
