import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layerRules } from './layers.config.js';

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
  ...layerRules,
);
