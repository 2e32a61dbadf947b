import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;

it('installs nothing beside dist/: the libraries the widgets use are bundled into it', () => {
  // An app installing the tarball (docs/install.md) would otherwise get React 19 and the rest
  // in its node_modules, beside a React of its own, for code it never loads.
  expect(pkg.files).toEqual(['dist']);
  expect(pkg.dependencies ?? {}).toEqual({});
  expect(pkg.peerDependencies ?? {}).toEqual({});
});
