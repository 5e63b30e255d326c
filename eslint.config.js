import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverLayerRules } from './scripts/lint/server-layers.js';
import { webFeatureRules } from './scripts/lint/web-features.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-previous/**',
      'data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Server layers, for every file under apps/server/src but the composition root, db/ and tests: only
  // repositories touch the ORM and schema, routes call services, and a module is used by others only
  // through its index.ts (scripts/lint/server-layers.js, tested by apps/server/src/server-layers.test.ts).
  ...serverLayerRules(),
  // A web feature never imports another feature: shared pieces live in components/ or lib/, and pages
  // are composed from app/ (scripts/lint/web-features.js).
  ...webFeatureRules(),
);
