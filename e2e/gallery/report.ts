import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Finding } from './audit';

/** Where `npm run gallery` finds the page: test-results/gallery/index.html. */
export const GALLERY_DIR = resolve(import.meta.dirname, '../../test-results/gallery');

export interface Shot {
  theme: string;
  width: number;
  file: string;
  findings: Finding[];
  axe: string[];
}

export interface SceneRecord {
  scene: string;
  title: string;
  shots: Shot[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const problemsOf = (shot: Shot) => [
  ...shot.findings.map((f) => `${f.check}: ${f.where}: ${f.detail}`),
  ...shot.axe.map((a) => `axe ${a}`),
];

function sceneHtml({ scene, title, shots }: SceneRecord): string {
  const figures = shots.map((shot) => {
    const problems = problemsOf(shot);
    const list = problems.length
      ? `<ul class="bad">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
      : '<p class="good">No findings</p>';
    return `<figure><figcaption>${escapeHtml(`${shot.theme} · ${shot.width}px`)}</figcaption>
<a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${title}, ${shot.theme} theme, ${shot.width}px`)}" loading="lazy"></a>${list}</figure>`;
  });
  return `<section id="${escapeHtml(scene)}"><h2>${escapeHtml(title)}</h2><div class="row">${figures.join('')}</div></section>`;
}

/** Saves one scene's record and rebuilds the index from every scene saved so far. */
export function saveScene(record: SceneRecord): string {
  mkdirSync(GALLERY_DIR, { recursive: true });
  writeFileSync(resolve(GALLERY_DIR, `${record.scene}.json`), JSON.stringify(record, null, 2));
  const records = readdirSync(GALLERY_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(resolve(GALLERY_DIR, name), 'utf8')) as SceneRecord);
  const nav = records
    .map((r) => `<a href="#${escapeHtml(r.scene)}">${escapeHtml(r.title)}</a>`)
    .join(' · ');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Widget gallery</title>
<style>
body { font-family: system-ui, sans-serif; margin: 16px; background: #f4f4f5; color: #1c1b1f; }
.row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; padding-bottom: 8px; }
figure { margin: 0; flex: none; background: #fff; padding: 8px; border: 1px solid #d4d4d8; max-width: 420px; }
figure img { display: block; max-width: 400px; max-height: 900px; object-fit: contain; object-position: top; border: 1px solid #d4d4d8; }
figcaption { font-weight: 600; margin-bottom: 4px; }
.bad { color: #b91c1c; font-size: 13px; padding-left: 1.2em; }
.good { color: #15803d; font-size: 13px; }
</style></head><body><h1>Widget gallery</h1>
<p>Every widget in its main states at 320, 768 and 1280 px, default and dark theme (docs/theming.md). Written by e2e/gallery.</p>
<nav>${nav}</nav>
${records.map(sceneHtml).join('\n')}
</body></html>`;
  const index = resolve(GALLERY_DIR, 'index.html');
  writeFileSync(index, page);
  return index;
}
