import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';

const features = readdirSync('src/features');
const below = (...dirs) => dirs.map((dir) => `./src/${dir}`);

/**
 * Data flows one way: app -> features -> loan -> session -> brand -> lib, components, config
 * (docs/architecture.md#import-direction).
 */
const zones = [
  // Nothing imports the composition layer.
  {
    target: below('features', 'loan', 'session', 'brand', 'lib', 'components', 'config', 'mocks'),
    from: './src/app',
  },
  // The demo backend is imported only by main.tsx (dynamically) and by tests.
  {
    target: below('app', 'features', 'loan', 'session', 'brand', 'lib', 'components', 'config'),
    from: './src/mocks',
  },
  // A feature never imports another feature.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
  })),
  {
    target: below('loan', 'session', 'brand', 'lib', 'components', 'config'),
    from: './src/features',
  },
  // What the loan's features share (src/loan/README.md) sits below them and above the session.
  { target: below('session', 'brand', 'lib', 'components', 'config'), from: './src/loan' },
  { target: below('brand', 'lib', 'components', 'config'), from: './src/session' },
  // Branding and the legal line exist before sign-in: they never lean on the session.
  { target: below('lib', 'components', 'config'), from: './src/brand' },
  { target: below('lib', 'config'), from: './src/components' },
  { target: below('config'), from: './src/lib' },
  // The build's plugins (tooling/) run in Node while building; the app never imports them.
  { target: './src', from: './tooling' },
];

/**
 * Each write owns its cache effects in its feature's api/ file (docs/architecture.md#writes): no
 * component, route module or hook touches the query cache itself.
 */
const cacheCalls = {
  selector:
    'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|removeQueries|resetQueries)$/]',
  message:
    "A write's cache effects live beside it, in its feature's api/ file (docs/architecture.md#writes).",
};

/**
 * A write's own callbacks (its cache effects) are in its options; a screen's come after them, in
 * useServerAction's `screen`, and can never replace them (docs/architecture.md#writes): no callback
 * written into the options at the call, nor beside them spread into an object of its own.
 */
const writeCallback = 'Property[key.name=/^on(Mutate|Success|Error|Settled)$/]';
const callbacksBesideTheWrite = {
  selector: [
    `CallExpression[callee.name=/^(useServerAction|useMutation)$/] > ObjectExpression.arguments:first-child > ${writeCallback}`,
    `ObjectExpression:has(> SpreadElement) > ${writeCallback}`,
  ].join(', '),
  message:
    "A write's callbacks live in its api/ file; a screen's go in useServerAction's second argument (docs/architecture.md#writes).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'reports',
      'test-results',
      'playwright-report',
      'public',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/mocks/static/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'import-x': importX },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react/jsx-no-script-url': 'error',
      'react/jsx-no-target-blank': 'error',
      'react/no-danger': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/{unit,integration,setup,support}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Every word the portal writes comes from a catalogue, in English and Hindi (docs/i18n.md):
    // no text written into the markup, nor into the attributes a person reads or hears.
    files: ['src/**/*.tsx'],
    ignores: ['src/mocks/**'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            '·',
            '—',
            '/',
            '₹',
            '+91',
            '*',
            ':',
            '.',
            ',',
            '(',
            ')',
            '%',
            '-',
            '–',
            '→',
            '×',
            '…',
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|alt|placeholder|label)$/] > Literal[value=/[A-Za-z]/]',
          message: 'A text a person reads or hears comes from a catalogue (docs/i18n.md).',
        },
        cacheCalls,
        callbacksBesideTheWrite,
      ],
    },
  },
  {
    // Tests read as specs and cannot lie (docs/testing.md#lint-for-tests): every test asserts
    // (a helper named `expect…` does, and fast-check's `fc.assert`), none is skipped or focused, every async
    // assertion is awaited.
    files: ['tests/{unit,integration}/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect.*', 'expect*', 'fc.assert'] },
      ],
      'vitest/no-disabled-tests': 'error',
      // `expect(value, 'what it is')`: the message names the case that failed.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A property test branches on the case drawn; each branch asserts what holds there.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    // The end-to-end specs wait for what a person would see (docs/testing.md#lint-for-tests): no
    // fixed waits, nothing focused or skipped, every expectation and action awaited.
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/missing-playwright-await': 'error',
      // A helper named `expect…` asserts (`expectAccessible`, `expectDisclosure`).
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      // The matrices (faults, layout, languages) branch on the case; each branch asserts what
      // holds there, as the unit tests' property tests do.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  {
    // The page is read as a person reads it, awaiting what is awaited.
    files: ['tests/{unit,integration}/**/*.tsx', 'tests/integration/**/*.ts'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Queries scoped to a dialog or region (`within(dialog)`) are read as a person reads it.
      'testing-library/prefer-screen-queries': 'off',
      'testing-library/render-result-naming-convention': 'off',
      // A few tests assert what only the DOM can say: the live region an answer is announced in.
      'testing-library/no-node-access': 'off',
      // React 19's Suspense and lazy parts settle inside an async act the plugin cannot see.
      'testing-library/no-unnecessary-act': 'off',
      // The login test unmounts mid-test on purpose (a reload).
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  {
    // Every zod piece the portal uses anywhere lands in the entry every page loads, /login's too
    // (docs/performance.md#what-reaches-login). The demo backend is not in a production build, and
    // the configuration's own rules run at build time only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          ['record', 'recordOf from src/lib/schema.ts (4.4 kB less)'],
          ['discriminatedUnion', 'z.union (2 kB less)'],
          ['_default', 'z.optional, and `??` where the value is read (1 kB less)'],
        ].map(([property, instead]) => ({
          object: 'z',
          property,
          message: `Use ${instead}: docs/performance.md#what-reaches-login.`,
        })),
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/api/**', 'src/lib/query/**', 'src/mocks/**'],
    rules: { 'no-restricted-syntax': ['error', cacheCalls, callbacksBesideTheWrite] },
  },
);
