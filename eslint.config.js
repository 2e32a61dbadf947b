import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// shared/client and shared/session are framework-free (like zustand's vanilla.ts):
// they must stay usable without React, so importing it there is an error.
const noReact = {
  patterns: [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        '@tanstack/react-query',
        'zustand/react',
        '@r2wc/*',
      ],
      message: 'shared/client and shared/session must not depend on React.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.sandbox/**',
      'demo/site/dist/**',
      'test-results/**',
      'e2e/.build/**',
      'demo/site/admin/dist/**',
      'demo/site/hosts/*/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/client/**', 'shared/session/**'],
    rules: { 'no-restricted-imports': ['error', noReact] },
  },
);
