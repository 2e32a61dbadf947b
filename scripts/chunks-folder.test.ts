import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { chunksFolderOf, chunksInBuildFolder } from './chunks-folder';

const files = [
  { fileName: 'chunks/runtime.js', content: 'export const a = 1;' },
  { fileName: 'chunks/cart.js', content: 'import "./runtime.js";' },
];

it("names the folder for every chunk's name and content, in any order", () => {
  const folder = chunksFolderOf(files);
  expect(folder).toMatch(/^chunks\/[\w-]{8}\/$/);
  expect(chunksFolderOf([...files].reverse())).toBe(folder);
  // One character of one chunk, or one name, is another build.
  expect(
    chunksFolderOf([files[0]!, { ...files[1]!, content: 'import "./runtime.js"; ' }]),
  ).not.toBe(folder);
  expect(chunksFolderOf([files[0]!, { ...files[1]!, fileName: 'chunks/carts.js' }])).not.toBe(
    folder,
  );
});

it('moves the chunks into the folder and writes their paths into the manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-chunks-'));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, '.vite'));
  for (const { fileName, content } of files) writeFileSync(join(dir, fileName), content);
  writeFileSync(join(dir, 'widgets.js'), 'loader');
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      _runtime: { file: 'chunks/runtime.js' },
      'cart.ts': { file: 'chunks/cart.js' },
    }),
  );
  const bundle = Object.fromEntries(
    files.map(({ fileName, content }) => [fileName, { type: 'chunk', fileName, code: content }]),
  );
  const plugin = chunksInBuildFolder() as { writeBundle(o: object, b: object): void };
  plugin.writeBundle({ dir }, bundle);

  const folder = chunksFolderOf(files);
  expect(readdirSync(join(dir, folder)).sort()).toEqual(['cart.js', 'runtime.js']);
  expect(readdirSync(join(dir, 'chunks'))).toEqual([folder.split('/')[1]]);
  expect(readFileSync(join(dir, 'widgets.js'), 'utf8')).toBe('loader');
  expect(JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'))).toEqual({
    _runtime: { file: `${folder}runtime.js` },
    'cart.ts': { file: `${folder}cart.js` },
  });
});
