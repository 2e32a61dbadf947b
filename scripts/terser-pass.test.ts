import { expect, it } from 'vitest';
import { terserPass } from './terser-pass';

type Chunk = { type: 'chunk'; name: string; code: string };
const run = async (plugin: ReturnType<typeof terserPass>, bundle: Record<string, Chunk>) =>
  (plugin as unknown as { generateBundle(o: object, b: object): Promise<void> }).generateBundle(
    {},
    bundle,
  );

// What Oxc leaves: a function called once, kept as a function of its own.
const family = `//# allFunctionsCalledOnLoad
import{t as e}from"./runtime.js";function n(){return e(1)+e(2)}export function r(){return n()}`;

it("inlines what the bundler's minifier left, and keeps the compile hint at the chunk's top", async () => {
  const bundle = { 'product.js': { type: 'chunk', name: 'product', code: family } } as const;
  const chunk = { ...bundle['product.js'] };
  await run(terserPass({ module: true }), { 'product.js': chunk });
  expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  expect(chunk.code.length).toBeLessThan(family.length);
  expect(chunk.code).not.toContain('function n()');
  expect(chunk.code).toContain('export function r(){return t(1)+t(2)}');
});

it('leaves the runtime chunk (React, minified by its authors) as it is', async () => {
  const chunk: Chunk = { type: 'chunk', name: 'runtime', code: family };
  await run(terserPass({ module: true }), { 'runtime.js': chunk });
  expect(chunk.code).toBe(family);
});

it("keeps a classic script's top level (the loader) when not a module", async () => {
  const chunk: Chunk = {
    type: 'chunk',
    name: 'widgets',
    code: 'var keep=1;function go(){return keep}',
  };
  await run(terserPass({ module: false }), { 'widgets.js': chunk });
  expect(chunk.code).toContain('keep');
  expect(chunk.code).toContain('function go(');
});
