import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'ui',
              environment: 'jsdom',
              include: ['src/**/*.test.{ts,tsx}'],
              setupFiles: ['tests/setup/ui.ts'],
              env: { VITE_SITE_URL: 'https://example.test' },
            },
          },
          {
            extends: true,
            test: {
              name: 'node',
              environment: 'node',
              include: [
                'server/**/*.test.ts',
                'scripts/**/*.test.ts',
                'supabase/tests/**/*.test.ts',
                'tests/lint/**/*.test.ts',
              ],
              setupFiles: ['tests/setup/node.ts'],
              globalSetup: ['tests/setup/database-snapshot.ts'],
              // Each file gets its own database; PGlite needs room and time to start.
              testTimeout: 30_000,
              hookTimeout: 60_000,
            },
          },
        ],
      },
    }),
  ),
);
