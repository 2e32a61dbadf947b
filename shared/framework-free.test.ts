import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// shared/client and shared/session are the framework-free core (like zustand's vanilla.ts).
// ESLint forbids React imports there; this test also catches a relative import that
// reaches into React-using folders (shared/element, shared/data, shared/ui, widgets).
const CORE = ['client', 'session'].map((dir) => resolve(import.meta.dirname, dir));
const FORBIDDEN_PACKAGE = /^(react|react-dom|@tanstack\/react-query|@r2wc\/|zustand\/react)/;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );

it.each(CORE)('%s imports no React, directly or through another shared folder', (dir) => {
  const offending = sources(dir).flatMap((file) =>
    importsOf(file)
      .filter((spec) => {
        if (FORBIDDEN_PACKAGE.test(spec)) return true;
        if (!spec.startsWith('.')) return false;
        const target = resolve(file, '..', spec);
        return !CORE.some((core) => target.startsWith(core));
      })
      .map((spec) => `${file}: ${spec}`),
  );
  expect(offending).toEqual([]);
});
