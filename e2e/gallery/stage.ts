import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FAMILY_TAGS } from '../../widgets/tags';
import { siteUrl } from '../support/pages';
import { auditWidgets, installColourTools } from './audit';
import { GALLERY_DIR, saveScene, type Shot } from './report';

export const WIDTHS = [320, 768, 1280] as const;
const TAGS = Object.values(FAMILY_TAGS).flat();

/**
 * The dark theme exactly as docs/theming.md shows it (the CSS block that says "dark"), scoped
 * to `html.dark` so the gallery page can switch it on and off.
 */
export function docsDarkTheme(): string {
  const docs = readFileSync(resolve(import.meta.dirname, '../../docs/theming.md'), 'utf8');
  const block = [...docs.matchAll(/```css\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((css) => /dark/i.test(css.split('\n')[0]!));
  if (!block) throw new Error('docs/theming.md has no CSS example for a dark theme');
  return block.replaceAll(':root', ':root.dark');
}

/** The gallery page with the docs' dark theme loaded (off until a shot asks for it). */
/** Switches the docs' dark theme on or off. */
export const setTheme = (page: Page, theme: 'default' | 'dark') =>
  page.evaluate(
    (dark) => document.documentElement.classList.toggle('dark', dark),
    theme === 'dark',
  );

export async function openStage(page: Page, markup: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(siteUrl('/gallery.html'));
  await page.evaluate(
    ([css, html]) => {
      document.querySelector('#docs-theme')!.textContent = css;
      document.querySelector('#stage')!.innerHTML = html;
    },
    [docsDarkTheme(), markup] as const,
  );
  await page.evaluate(installColourTools);
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

const axeSummary = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
};

/**
 * Every width in both themes: audits, axe (colour contrast on), a screenshot of the whole page,
 * and the scene's entry in the gallery page. Findings are soft failures, so one run shows them all.
 */
export async function shootScene(page: Page, scene: string, title: string) {
  const shots: Shot[] = [];
  for (const theme of ['default', 'dark'] as const) {
    await setTheme(page, theme);
    for (const width of WIDTHS) {
      // As tall as the page: cards far below the fold skip painting (content-visibility), and
      // a full-page screenshot would show them blank.
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(800, height) });
      await nextFrames(page);
      const findings = await page.evaluate(auditWidgets, TAGS);
      // axe at every width too: container queries restack widgets, and what a line sits on
      // (and so its contrast) can change with the layout.
      const axe = await axeSummary(page);
      const file = `${scene}-${theme}-${width}.png`;
      await page.screenshot({ path: resolve(GALLERY_DIR, file) });
      shots.push({ theme, width, file, findings, axe });
      const label = `${title}, ${theme} theme, ${width}px`;
      expect.soft(findings, label).toEqual([]);
      expect.soft(axe, label).toEqual([]);
    }
  }
  saveScene({ scene, title, shots });
}
