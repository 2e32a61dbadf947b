import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export const NOTICES_FILE = 'THIRD-PARTY-LICENSES.txt';

/** `…/node_modules/@scope/name/…` or `…/node_modules/name/…` → that package's folder. */
export function packageDirOf(moduleId: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(
    moduleId.replace(/^\0/, ''),
  );
  return match?.[1];
}

interface Notice {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** Licence texts of packages that publish none (their repository's), by package name. */
const KEPT_HERE = resolve(import.meta.dirname, 'licences');
const keptHere = (name: string) => join(KEPT_HERE, `${name.replace('/', '__')}.txt`);

function noticeOf(dir: string): Notice {
  const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const own = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
  const file = own ? join(dir, own) : keptHere(name);
  if (typeof license !== 'string') throw new Error(`${name}: its package.json names no licence.`);
  if (!existsSync(file))
    throw new Error(`${name} publishes no licence text: add its repository's as ${file}.`);
  // An SPDX expression of two licences comes in parentheses: "(MPL-2.0 OR Apache-2.0)".
  const spdx = license.replace(/^\((.*)\)$/, '$1');
  return { name, version, license: spdx, text: readFileSync(file, 'utf8').trim() };
}

/** The notices file: every package's name, version, licence and the licence's own text. */
export function noticesText(notices: readonly Notice[]): string {
  const sorted = [...notices].sort((a, b) => a.name.localeCompare(b.name));
  const entries = sorted.map(
    ({ name, version, license, text }) => `${name}@${version} (${license})\n\n${text}\n`,
  );
  return [
    'The widgets bundle these packages. Their copyright notices and licences follow.\n',
    ...entries,
  ].join(`\n${'-'.repeat(72)}\n\n`);
}

/** The folders of the packages with code in `outputs` (a module tree-shaken away is not). */
function bundledPackages(outputs: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
  const dirs = new Set<string>();
  for (const output of outputs) {
    if (output.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(output.modules)) {
      const dir = module.renderedLength > 0 ? packageDirOf(id) : undefined;
      if (dir && existsSync(join(dir, 'package.json'))) dirs.add(dir);
    }
  }
  return dirs;
}

/**
 * Writes THIRD-PARTY-LICENSES.txt beside the chunks: the minified output keeps no comments,
 * and the MIT, Apache and MPL licences of the packages bundled in it ask that their notices
 * travel with every copy (dist/, the npm package, the WordPress plugin). Only packages whose
 * code is in a chunk are listed. `none`: the build must bundle no package at all (the loader,
 * built after the chunks, whose file it would otherwise replace).
 */
export function thirdPartyLicenses({ none = false } = {}): Plugin {
  return {
    name: 'site-widgets:third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = bundledPackages(Object.values(bundle));
      if (none && dirs.size)
        throw new Error(`This build bundles ${[...dirs].join(', ')}: list their notices.`);
      if (none) return;
      this.emitFile({
        type: 'asset',
        fileName: NOTICES_FILE,
        source: noticesText([...dirs].map(noticeOf)),
      });
    },
  };
}
