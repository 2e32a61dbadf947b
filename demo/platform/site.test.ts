import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from './site.ts';

const DEMO = join(import.meta.dirname, '../site');
const pages = [
  ...readdirSync(DEMO).filter((f) => f.endsWith('.html')),
  'hosts/react/index.html',
  'hosts/vue/index.html',
];

describe('the site name', () => {
  it('is the one the demo site shows on every page', () => {
    for (const page of pages) {
      const html = readFileSync(join(DEMO, page), 'utf8');
      expect(/<a class="brand"[^>]*>([^<]*)<\/a>/.exec(html)?.[1], page).toBe(SITE.name);
    }
  });
});
