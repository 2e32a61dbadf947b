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
  // React never hears these inside a widget (see the message); a handler would silently not run.
  {
    files: ['widgets/**/*.tsx', 'shared/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^onAnimation/]',
          message:
            "A widget's shadow root stops CSS animation events before React sees them (shared/element/animation-events.ts).",
        },
      ],
    },
  },
  ...layerRules,
);
