import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layerRules } from './layers.config.js';

/**
 * The handlers React runs on a widget's DOM elements: those of shared/element/handled-events.ts
 * (either phase), and those React attaches to the element itself (bubbling phase only).
 */
const HANDLERS =
  '/^on(Click|KeyDown|KeyUp|Focus|Blur|Submit|Input|Change)(Capture)?$|^on(Load|Error|Scroll|Toggle|Cancel|Close|Invalid)$/';

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
  // React hears only some events inside a widget (shared/element/handled-events.ts): a handler
  // for any other on a DOM element would silently never run. Component props (onRetry) pass.
  {
    files: ['widgets/**/*.tsx', 'shared/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^on[A-Z]/]:not([name.name=${HANDLERS}])`,
          message:
            "React does not listen for this event in a widget's shadow root (HANDLED_EVENTS in shared/element/handled-events.ts).",
        },
      ],
    },
  },
  ...layerRules,
);
