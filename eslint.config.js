import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint-feature-boundaries.js';

/**
 * Import direction: packages/shared ← apps/server, packages/shared ← apps/web. Shared imports
 * neither app; the two apps never import each other (the web app reaches server logic only
 * through the AppServices interface in @anupalan/shared/app-context, or over HTTP).
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/build/**',
      'apps/server/dist/**',
      'apps/web/.react-router/**',
      'data/**',
      '.tmp/**',
      '**/migrations/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      { group: ['@anupalan/server', '@anupalan/web', '**/apps/**'], message: 'packages/shared must not depend on an app.' },
      {
        group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg', 'react', 'react-dom'],
        message: 'packages/shared runs in the browser too: no server or UI libraries.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      { group: ['@anupalan/web', '**/apps/web/**', '**/web/app/**'], message: 'The server never imports the web app.' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@anupalan/server', '**/apps/server/**', '**/server/src/**'],
          message: 'The web app never imports server code: use @anupalan/shared/app-context or the API.',
        },
        {
          group: ['drizzle-orm*', 'pg', '@electric-sql/*', 'fastify*'],
          message: 'No database or server libraries in the web app.',
        },
      ]),
    },
  },
  {
    // Web features do not import each other (docs/architecture.md, "Target (issue 9)"). The pieces
    // below are shared today from inside a feature; each is listed with its destination there.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    plugins: { anupalan: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'anupalan/feature-boundaries': [
        'error',
        {
          allow: [],
        },
      ],
    },
  },
  {
    // On a client navigation React Router calls loaders and actions with the route-data request
    // ('/gst.data?_routes=…'): its address is not the page's. Use the `url` argument (the page's
    // address, normalised), `params` or `pattern` instead (issue 8: every category page answered 404).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/entry.server.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='url'][object.name='request']",
          message: "Use the loader's `url` argument (or `params`/`pattern`): request.url is '/page.data' on a client navigation.",
        },
        {
          selector: "MemberExpression[property.name='url'][object.property.name='request']",
          message: "Use the loader's `url` argument (or `params`/`pattern`): request.url is '/page.data' on a client navigation.",
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
