import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;

it('installs nothing beside dist/ and the guides: the libraries the widgets use are bundled into it', () => {
  // An app installing the tarball (docs/install.md) would otherwise get React 19 and the rest
  // in its node_modules, beside a React of its own, for code it never loads. The README it
  // ships links the guides in docs/: without them a site owner holding the tarball has none.
  // Not the build's .vite/manifest.json: it names build-machine paths, and a site copying
  // dist/ to its public folder (as install.md says) would publish it. Nor the WordPress plugin
  // (its folder and zip, a second copy of the widgets with PHP): an app has no use for it.
  expect(pkg.files).toEqual([
    'dist',
    '!dist/.vite',
    '!dist/wordpress',
    '!dist/site-widgets-wordpress.zip',
    'docs',
  ]);
  expect(pkg.dependencies ?? {}).toEqual({});
  expect(pkg.peerDependencies ?? {}).toEqual({});
});
