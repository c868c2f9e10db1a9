import { defineConfig } from 'vitest/config';

/** One file at a time, one engine after the other: a two-core machine. */
const shared = {
  include: ['tests/engines/**/*.test.ts'],
  fileParallelism: false,
  maxWorkers: 1,
  testTimeout: 60_000,
  // As the Chromium suite (playwright.config.ts): one retry in CI, where other work shares the two cores.
  retry: process.env.CI ? 1 : 0,
  hookTimeout: 60_000,
};

/**
 * The cross-engine suite (README, docs/decisions/0030): the same checks in Firefox ESR, then WebKitGTK,
 * against one preview of the build.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/engines/setup/preview.ts'],
    projects: [
      { test: { ...shared, name: 'firefox', env: { ENGINE: 'firefox' }, sequence: { groupOrder: 0 } } },
      {
        test: {
          ...shared,
          name: 'webkit',
          env: { ENGINE: 'webkit' },
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/engines/setup/webkit-driver.ts'],
        },
      },
    ],
  },
});
