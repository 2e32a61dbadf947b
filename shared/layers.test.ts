import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, it } from 'vitest';

// The one-way layers of README "Architecture" are an ESLint rule (layers.config.js). This lints
// small in-memory files with the project's own config: each back-edge must fail, and the
// matching forward edge must pass, so the rule neither misses nor over-reaches.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

// Loading the project's config, parser and plugins is the first lint's cost (0.5 s idle, over
// the default 5 s test timeout on a loaded 2-core machine): setup, not the thing tested.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/client/client.ts' }), 60_000);

async function restrictedImports(filePath: string, specifier: string) {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

it.each([
  ['shared/client/client.ts', '../session'],
  ['shared/client/auth/tokens.ts', '../../session/store'],
  ['shared/session/store.ts', '../data/use-platform'],
  ['shared/data/cart.ts', '../element/events'],
  ['shared/data/cart.ts', '../ui'],
  ['shared/ui/money.tsx', '../data/use-platform'],
  ['shared/ui/money.tsx', '../session'],
  ['shared/ui/money.tsx', '../element/host'],
  ['shared/element/host.tsx', '../../widgets/cart/cart-lines'],
  ['widgets/cart/cart-panel.tsx', '../../shared/session'],
  ['widgets/cart/cart-panel.tsx', '../product/stock'],
  ['shared/client/client.ts', 'react'],
])('%s may not import %s', async (file, specifier) => {
  expect(await restrictedImports(file, specifier)).toHaveLength(1);
});

it.each([
  ['shared/session/store.ts', '../client'],
  ['shared/data/cart.ts', '../session'],
  ['shared/element/host.tsx', '../data/cart'],
  ['shared/element/shared-root.tsx', '../ui/locale'],
  ['shared/ui/messages.ts', '../client'],
  ['widgets/cart/cart-panel.tsx', '../../shared/data'],
  ['widgets/cart/cart-panel.tsx', '../../shared/element'],
  ['widgets/cart/cart-panel.tsx', '../add-to-cart-action'],
  ['widgets/cart/cart-panel.tsx', './cart-lines'],
])('%s may import %s', async (file, specifier) => {
  expect(await restrictedImports(file, specifier)).toEqual([]);
});
