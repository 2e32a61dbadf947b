// The layers of README "Architecture", one way: a layer imports only the layers below it.
//
//   widgets/<family>  →  shared/element  →  shared/data  →  shared/session  →  shared/client
//                     ↘  shared/ui (presentational; the element layer provides its locale)
//
// ESLint's core no-restricted-imports, one entry per layer (eslint-plugin-import's
// no-restricted-paths does not support ESLint 10). It matches the specifier as written, so the
// patterns name the other layer's folder after any number of `../`; shared/layers.test.ts shows
// a back-edge fails. Tests and their helpers assemble the whole stack and are exempt.
import { readdirSync } from 'node:fs';

const layer = (name, why) => ({
  regex: `^(\\.\\./)+(shared/)?${name}(/.*)?$`,
  message: why,
});

const above = {
  session:
    'the session sits above the client: the client owns the interfaces it needs (TokenStore).',
  data: 'shared/data sits above this layer.',
  element: 'shared/element sits above this layer: dispatch DOM events there or in the widget.',
  ui: 'shared/ui is presentational: give it props instead.',
  widgets: 'widgets sit at the top: shared code must not import them.',
};
const restrict = (...names) => names.map((name) => layer(name, above[name]));

// shared/client and shared/session are framework-free (like zustand's vanilla.ts): they must
// stay usable without React.
const noReact = {
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
};

const families = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const forbid = (files, patterns) => ({
  files,
  ignores: ['**/*.test.*', '**/test-support.ts', '**/testing/**'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const layerRules = [
  forbid(
    ['shared/client/**'],
    [noReact, ...restrict('session', 'data', 'element', 'ui', 'widgets')],
  ),
  forbid(['shared/session/**'], [noReact, ...restrict('data', 'element', 'ui', 'widgets')]),
  forbid(['shared/data/**'], restrict('element', 'ui', 'widgets')),
  forbid(
    ['shared/ui/**'],
    [
      layer('session', 'shared/ui is presentational: no session; take props.'),
      layer('data', 'shared/ui is presentational: no data hooks or mutations; take props.'),
      layer('element', 'shared/ui is presentational: the element layer provides, ui takes.'),
      ...restrict('widgets'),
    ],
  ),
  forbid(['shared/element/**'], restrict('widgets')),
  // Widgets reach the session through shared/data's hooks, and one family never imports
  // another (each is its own chunk); what families share lives in widgets/*.ts(x).
  ...families.map((family) =>
    forbid(
      [`widgets/${family}/**`],
      [
        layer('session', 'widgets read the session through shared/data.'),
        ...families
          .filter((other) => other !== family)
          .map((other) => ({
            regex: `^\\.\\./${other}(/.*)?$`,
            message: `widgets/${family} must not import another family (${other}).`,
          })),
      ],
    ),
  ),
];
