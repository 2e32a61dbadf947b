import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { bundleRows, LOADER_BUDGET } from './bundle-rows';

function distWith(loader: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sw-bench-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'widgets.js'), loader);
  writeFileSync(join(dir, 'chunks', 'runtime-abc.js'), 'export const x = 1;');
  return dir;
}

it('passes a small loader and lists every file', () => {
  const rows = bundleRows(distWith('console.log("tiny")'));
  expect(rows.map((row) => row.name)).toEqual(['bytes chunks/runtime-abc.js', 'bytes widgets.js']);
  expect(rows[1]?.ok).toBe(true);
});

it('fails a loader over 3 KB gzip', () => {
  // random bytes do not compress, so this is over budget after gzip too
  const rows = bundleRows(distWith(randomBytes(LOADER_BUDGET + 100).toString('base64')));
  expect(rows.find((row) => row.name === 'bytes widgets.js')?.ok).toBe(false);
});
