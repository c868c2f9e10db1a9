import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The machine has no outside network; stop Chromium's background look-ups of other hosts.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const port = Number(process.env.E2E_PORT ?? 4174);

/** The tests that throttle the CPU to a slow phone's (their titles say so). */
const SLOW_PHONE = /on a slow phone profile/;
/** The tests that change the local backend for every visitor (its functions' secrets; their titles say so). */
const WHOLE_BACKEND = /changes the backend for everyone/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys run several axe scans on a two-core machine; 30 s was too tight when the machine is busy.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: [SLOW_PHONE, WHOLE_BACKEND],
    },
    {
      // The slow phone's answer times (tests/e2e/first-seconds.spec.ts) measure a page on a quarter of a CPU:
      // they run after every other test, one at a time, so no other browser shares the two cores then.
      name: 'slow-phone',
      use: { ...devices['Desktop Chrome'] },
      grep: SLOW_PHONE,
      dependencies: ['chromium'],
      workers: 1,
    },
    {
      // A rotated key, say, would fail every other test's leads meanwhile: these run last, one at a time.
      name: 'whole-backend',
      use: { ...devices['Desktop Chrome'] },
      grep: WHOLE_BACKEND,
      dependencies: ['slow-phone'],
      workers: 1,
    },
  ],
  webServer: {
    // The built, prerendered site with a fresh local database, so every run starts from the seed (with
    // mail limits sized for a test run: tests/e2e/prepare-database.ts).
    command: `node tests/e2e/prepare-database.ts && npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    env: { LOCAL_DB_DIR: '.local-db/e2e' },
    timeout: 120_000,
  },
});
