/**
 * The package's built entries imported on a server, as an app's server render (Next.js, Nuxt,
 * Astro, SvelteKit) imports them: a plain Node process, no DOM. Each must load without a throw
 * and define nothing there (docs/spa.md "Server rendering"); in a browser it runs as before
 * (the rest of the end-to-end tests).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');

/** Every file a package.json field names, anywhere in it (a string or a conditions object). */
const targets = (field: unknown): string[] =>
  typeof field === 'string'
    ? [field]
    : field && typeof field === 'object'
      ? Object.values(field).flatMap(targets)
      : [];

/**
 * The runtime entries: the loader the guides name, and whatever code package.json points an
 * import at (`main`, `module`, `exports`); its `types` are declarations, with no code.
 */
function entries(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const named = [pkg.main, pkg.module, pkg.exports].flatMap(targets);
  const code = named.filter((file) => /\.[cm]?js$/.test(file)).map((file) => resolve(ROOT, file));
  return [...new Set([resolve(ROOT, 'dist/widgets.js'), ...code])];
}

/**
 * Node's globals before and after loading `file` (by `import`, or by `require` as a CommonJS
 * server bundle does), or the error that loading it threw.
 */
function loadInNode(file: string, how: 'import' | 'require') {
  const script = `
    import { createRequire } from 'node:module';
    const names = () => [...Reflect.ownKeys(globalThis)].map(String);
    const before = names();
    try {
      ${how === 'import' ? `await import(${JSON.stringify(pathToFileURL(file).href)});` : `createRequire(import.meta.url)(${JSON.stringify(file)});`}
      console.log(JSON.stringify(names().filter((name) => !before.includes(name))));
    } catch (error) {
      console.log(JSON.stringify({ threw: String(error) }));
    }`;
  const node = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(node.stderr).toBe('');
  return JSON.parse(node.stdout) as unknown;
}

for (const file of entries()) {
  const name = file.slice(ROOT.length + 1);
  for (const how of ['import', 'require'] as const) {
    test(`${how} of ${name} in Node without a DOM throws nothing and defines nothing`, () => {
      expect(loadInNode(file, how)).toEqual([]);
    });
  }
}
