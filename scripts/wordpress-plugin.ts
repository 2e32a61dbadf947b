/**
 * Builds the WordPress plugin (integrations/wordpress/site-widgets) into
 * `dist/site-widgets-wordpress.zip`, the file site owners upload under Plugins → Add New:
 * - the plugin's own files;
 * - `widgets.json`: the tags and attributes, from widgets/catalogue.ts (blocks and the
 *   shortcode are made from it, so the plugin follows the widgets it ships);
 * - `assets/widgets/`: the built loader and chunks from dist/ (the plugin's own copy), with the
 *   notices of the packages bundled in them;
 * - `languages/*.l10n.php`: the `.po` translations compiled to WordPress 6.5's PHP format.
 *
 * `node --import tsx scripts/wordpress-plugin.ts` (part of `npm run build`, after the widgets).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOGUE } from '../widgets/catalogue';
import { NOTICES_FILE } from './third-party-licenses';
import { zipFiles } from '../demo/platform/zip.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'integrations/wordpress/site-widgets');
const STAGE = join(ROOT, 'dist/wordpress/site-widgets');
export const PLUGIN_ZIP = join(ROOT, 'dist/site-widgets-wordpress.zip');

/** The catalogue as the plugin reads it: no parts, events or styling, which PHP never needs. */
const widgetsJson = () =>
  JSON.stringify(
    CATALOGUE.map(({ tag, family, description, attributes }) => ({
      tag,
      family,
      description,
      attributes: attributes.map(
        ({
          name,
          property,
          type,
          values,
          list,
          default: fallback,
          min,
          max,
          description: text,
        }) => ({
          name,
          property,
          type,
          ...(values ? { values } : {}),
          ...(list ? { list } : {}),
          ...(type === 'number' ? { min, max } : {}),
          ...(fallback ? { default: fallback } : {}),
          description: text,
        }),
      ),
    })),
    null,
    1,
  );

interface PoEntry {
  id: string;
  plural?: string;
  strings: string[];
}

/** The entries of a `.po` file (msgid, msgid_plural, msgstr, msgstr[n]; no msgctxt). */
export function parsePo(po: string): { headers: Record<string, string>; entries: PoEntry[] } {
  const entries: PoEntry[] = [];
  let current: { id?: string; plural?: string; strings: string[] } = { strings: [] };
  let field: 'id' | 'plural' | number | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (current.id !== undefined) entries.push(current as PoEntry);
    current = { strings: [] };
    field = null;
  };
  for (const raw of po.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) {
      if (!line && current.strings.length) flush();
      continue;
    }
    const match = /^(msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*")$/.exec(line);
    if (match) {
      const [, keyword, index, value] = match;
      if (keyword === 'msgid') {
        if (current.strings.length) flush();
        current.id = unquote(value!);
        field = 'id';
      } else if (keyword === 'msgid_plural') {
        current.plural = unquote(value!);
        field = 'plural';
      } else {
        field = Number(index ?? 0);
        current.strings[field] = unquote(value!);
      }
    } else if (line.startsWith('"') && field !== null) {
      if (field === 'id') current.id += unquote(line);
      else if (field === 'plural') current.plural += unquote(line);
      else current.strings[field] += unquote(line);
    }
  }
  flush();
  const header = entries.find((e) => e.id === '');
  const headers = Object.fromEntries(
    (header?.strings[0] ?? '')
      .split('\n')
      .filter(Boolean)
      .map((h) => [
        h.slice(0, h.indexOf(':')).trim().toLowerCase(),
        h.slice(h.indexOf(':') + 1).trim(),
      ]),
  );
  return { headers, entries: entries.filter((e) => e.id !== '' && e.strings.some(Boolean)) };
}

const phpString = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
/** PHP has no "\0" in single quotes: plural keys and values join their forms with NUL. */
const phpJoined = (parts: string[]) => parts.map(phpString).join(' . "\\0" . ');

/** A `.po` file as WordPress 6.5's `.l10n.php` translation file. */
export function poToL10nPhp(po: string, domain: string): string {
  const { headers, entries } = parsePo(po);
  const messages = entries.map((e) => {
    const key = e.plural === undefined ? phpString(e.id) : phpJoined([e.id, e.plural]);
    const value = e.plural === undefined ? phpString(e.strings[0]!) : phpJoined(e.strings);
    return `\t\t${key} => ${value},`;
  });
  return [
    '<?php',
    '// Generated from the .po file beside it by scripts/wordpress-plugin.ts.',
    'return array(',
    `\t'domain' => ${phpString(domain)},`,
    `\t'language' => ${phpString(headers.language ?? '')},`,
    `\t'plural-forms' => ${phpString(headers['plural-forms'] ?? 'nplurals=2; plural=(n != 1);')},`,
    "\t'messages' => array(",
    ...messages,
    '\t),',
    ');',
    '',
  ].join('\n');
}

export async function buildWordPressPlugin(): Promise<string> {
  if (!existsSync(join(ROOT, 'dist/widgets.js'))) throw new Error('Build the widgets first.');
  rmSync(dirname(STAGE), { recursive: true, force: true });
  cpSync(SOURCE, STAGE, { recursive: true });
  writeFileSync(join(STAGE, 'widgets.json'), `${widgetsJson()}\n`);
  mkdirSync(join(STAGE, 'assets/widgets'), { recursive: true });
  cpSync(join(ROOT, 'dist/widgets.js'), join(STAGE, 'assets/widgets/widgets.js'));
  cpSync(join(ROOT, 'dist/chunks'), join(STAGE, 'assets/widgets/chunks'), { recursive: true });
  cpSync(join(ROOT, 'dist', NOTICES_FILE), join(STAGE, 'assets/widgets', NOTICES_FILE));
  for (const file of readdirSync(join(STAGE, 'languages'))) {
    if (!file.endsWith('.po')) continue;
    const po = readFileSync(join(STAGE, 'languages', file), 'utf8');
    writeFileSync(
      join(STAGE, 'languages', file.replace(/\.po$/, '.l10n.php')),
      poToL10nPhp(po, 'site-widgets'),
    );
  }
  const files = readdirSync(STAGE, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(STAGE, file)).isFile())
    .sort();
  writeFileSync(
    PLUGIN_ZIP,
    zipFiles(
      files.map((file) => ({
        name: `site-widgets/${file}`,
        data: readFileSync(join(STAGE, file)),
      })),
      sourceDate(),
    ),
  );
  console.log(`${relative(ROOT, PLUGIN_ZIP)}: ${files.length} files`);
  return PLUGIN_ZIP;
}

/**
 * The files' date in the zip: `SOURCE_DATE_EPOCH` when the build sets it (reproducible builds),
 * else the last commit's, so each version is dated apart and a rebuild of one is the same file.
 */
function sourceDate(): Date {
  const epoch =
    process.env.SOURCE_DATE_EPOCH ??
    spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim();
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWordPressPlugin();
}
