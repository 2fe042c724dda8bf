// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FORMS_API } from '@universo/federation/forms-api';
import { ROUTER_API } from '@universo/federation/router-api';

/** Front-end imports that would bypass the Module Federation singletons (packages/federation). */
const sharedModuleImports = {
  paths: [
    {
      name: 'react-router-dom',
      allowImportNames: [...ROUTER_API],
      allowTypeImports: true,
      message: 'Only the declarative router API is shared: see packages/federation/src/router/routerApi.mjs.',
    },
    {
      name: 'react-router',
      allowTypeImports: true,
      message: "Import from 'react-router-dom': it is the shared singleton.",
    },
    {
      name: 'react-hook-form',
      allowImportNames: [...FORMS_API],
      allowTypeImports: true,
      message: 'Only part of react-hook-form is shared: see packages/federation/src/forms/formsApi.mjs.',
    },
  ],
  patterns: [
    {
      group: ['@universo/platform/src/*', '@universo/platform/src/**'],
      message: "Import from '@universo/platform': deep paths would load a second copy of the platform.",
    },
  ],
};

/**
 * The store libraries come with the platform singleton (see SHARED_SINGLETONS in
 * packages/federation): a feature or a remote that imported them itself would download a second
 * copy, with a second React context. Types are fine.
 */
const storeLibraryImports = ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Use what '@universo/platform' exports: the store libraries are the platform's (one copy per page).",
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'e2e/.stack/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/platform/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', sharedModuleImports],
    },
  },
  {
    // Tests may build a store of their own around a component.
    files: ['mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { ...sharedModuleImports, paths: [...sharedModuleImports.paths, ...storeLibraryImports] }],
    },
  },
  {
    // Imports flow one way inside a front-end app: shared -> features -> app.
    files: ['shell/src/features/**/*.{ts,tsx}', 'mfe-*/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...sharedModuleImports,
          paths: [...sharedModuleImports.paths, ...storeLibraryImports],
          patterns: [
            ...sharedModuleImports.patterns,
            { group: ['**/app/**', '**/App', '**/standalone/**'], message: 'A feature does not import from the app that assembles it.' },
          ],
        },
      ],
    },
  },
  {
    // Their tests too, but they may build a store of their own around a component.
    files: ['shell/src/features/**/*.test.{ts,tsx}', 'mfe-*/src/features/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...sharedModuleImports,
          patterns: [
            ...sharedModuleImports.patterns,
            { group: ['**/app/**', '**/App', '**/standalone/**'], message: 'A feature does not import from the app that assembles it.' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files (Jest, presets) load their helpers with require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Nest injects constructor parameters by their decorated types: type-only imports would erase them.
    files: ['svc-*/**/*.ts', 'packages/service-kit/**/*.ts', 'packages/openapi/test/fixture/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
