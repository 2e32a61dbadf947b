import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, it } from 'vitest';

// The lint half of handled-events.ts: a handler React would never run inside a widget fails
// lint, on DOM elements only (a component's onRetry is its own business).
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

// Loading the project's config, parser and plugins is the first lint's cost (0.5 s idle, over
// the default 5 s test timeout on a loaded 2-core machine): setup, not the thing tested.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'widgets/cart/view.tsx' }), 60_000);

async function rejected(jsx: string) {
  const code = `export const View = (f: () => void) => ${jsx};\n`;
  const [result] = await eslint.lintText(code, { filePath: 'widgets/cart/view.tsx' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

it.each([
  '<div onMouseEnter={f} />',
  '<p onAnimationStart={f} />',
  '<img alt="" onLoadCapture={f} />',
  '<div onPointerDown={f} />',
])('rejects %s', async (jsx) => {
  expect(await rejected(jsx)).toBe(1);
});

it.each([
  '<button onClick={f} />',
  '<input onChange={f} onFocus={f} onBlur={f} onKeyDown={f} />',
  '<form onSubmitCapture={f} />',
  '<img alt="" onLoad={f} onError={f} />',
  '<dialog onCancel={f} onClose={f} />',
  '<Retry onRetry={f} />',
])('allows %s', async (jsx) => {
  expect(await rejected(jsx)).toBe(0);
});
