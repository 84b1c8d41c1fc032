// One lint config for the monorepo. The boundary rules enforce the micro-frontend layout:
// no remote imports another remote or the shell; the shell imports no remote; shared packages
// import no app. What two apps need goes to shared-ui or contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './tools/eslint/feature-boundaries.mjs';

const apps = ['shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];

/** Forbid importing any app (by relative path or package name) except the one the file lives in. */
function boundary(self) {
  const others = apps.filter((a) => a !== self);
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((a) => [`**/${a}`, `**/${a}/**`, `@akiya/${a}`, `@akiya/${a}/**`]),
              message:
                'A micro-frontend must not import another remote or the shell. Move shared code to @akiya/shared-ui or @akiya/contracts.',
            },
            {
              group: ['**/shared-ui/src/**', '**/contracts/src/**'],
              message: 'Import shared packages by their public name (@akiya/shared-ui, @akiya/contracts).',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...apps.map(boundary),
  {
    // Bulletproof React's one-way flow inside a package: shared -> features -> app. mfe-board and
    // mfe-mypage follow once their features are untangled.
    files: ['shell', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'].map((a) => `${a}/src/features/**/*.{ts,tsx}`),
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((a) => [`**/${a}`, `**/${a}/**`, `@akiya/${a}`]),
              message: 'Shared packages must not depend on an app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@reduxjs/toolkit', 'class-validator', '@nestjs/common'].map((name) => ({
            name,
            message: 'contracts is framework-free.',
          })),
        },
      ],
    },
  },
);
