import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** One zone per feature folder: a feature may import shared code and itself, never another feature. */
function featureZones() {
  let features = [];
  try {
    features = readdirSync('./src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // No features yet.
  }
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in a route (src/app/routes) instead.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'bench-results',
      'playwright-report',
      'test-results',
      '.local-db',
      '.wrangler',
      'supabase/functions',
      // Planted mistakes that tests/lint/lint-rules.test.ts lints on purpose.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these the plugin reads only .js files, and import-x/no-cycle sees no TypeScript imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Two modules importing each other load half-initialised, depending on which is imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // console.log/info/debug are leftovers from debugging. Failures the site deliberately reports go to
      // console.error or console.warn (the unit tests fail on any console.error they did not expect).
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code knows nothing of features or the app shell.
            ...['components', 'config', 'lib', 'content', 'types'].map((shared) => ({
              target: `./src/${shared}`,
              from: ['./src/features', './src/app'],
              message: 'Shared code never imports features or the app.',
            })),
            { target: './src/features', from: './src/app', message: 'Features never import the app.' },
            ...featureZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              message:
                'Visitors get functions-js only, not all of supabase-js (ADR 0009): import @/lib/supabase.',
            },
            {
              name: '@supabase/functions-js',
              message: 'Only src/lib/supabase.ts creates the client; data modules import it from there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one file that creates the client (it imports functions-js, never supabase-js).
    files: ['src/lib/supabase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@supabase/supabase-js', message: 'Not shipped to visitors (ADR 0009).' }] },
      ],
    },
  },
  {
    // Command-line scripts talk to whoever runs them through the console.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
