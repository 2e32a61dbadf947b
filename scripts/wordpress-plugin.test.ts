import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../widgets/catalogue';
import { parsePo, poToL10nPhp } from './wordpress-plugin';
import { zipFiles } from '../demo/platform/zip.ts';

const PLUGIN = resolve(import.meta.dirname, '../integrations/wordpress/site-widgets');
const PO = readFileSync(join(PLUGIN, 'languages/site-widgets-de_DE.po'), 'utf8');

/** Every string the plugin's PHP passes to a gettext function (single-quoted, as WP writes). */
function phpStrings(): string[] {
  const files = readdirSync(PLUGIN, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.php'));
  const quoted = String.raw`'((?:[^'\\]|\\.)*)'`;
  const single = new RegExp(
    String.raw`\b(?:__|_e|esc_html__|esc_html_e|esc_attr__)\(\s*${quoted}`,
    'g',
  );
  const plural = new RegExp(String.raw`\b_n\(\s*${quoted},\s*${quoted}`, 'g');
  const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
  return files.flatMap((file) => {
    const php = readFileSync(join(PLUGIN, file), 'utf8');
    return [
      ...[...php.matchAll(single)].map((m) => unescape(m[1]!)),
      ...[...php.matchAll(plural)].map((m) => unescape(m[1]!)),
    ];
  });
}

const hasPhp = spawnSync('php', ['-v']).status === 0;

describe('the WordPress plugin build', () => {
  it('has a German translation for every string of the plugin, and none left over', () => {
    const translated = new Set(parsePo(PO).entries.map((e) => e.id));
    const used = new Set(phpStrings());
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((s) => !translated.has(s))).toEqual([]);
    expect([...translated].filter((s) => !used.has(s))).toEqual([]);
  });

  it('gives every widget but <site-config> a block title', () => {
    const texts = readFileSync(join(PLUGIN, 'includes/blocks.php'), 'utf8');
    const tags = CATALOGUE.map((w) => w.tag).filter((tag) => tag !== 'site-config');
    expect(tags.filter((tag) => !texts.includes(`'${tag}'`))).toEqual([]);
  });

  it('gives no attribute two values that differ only in case (the plugin matches them in any case)', () => {
    const clashes = CATALOGUE.flatMap((widget) =>
      widget.attributes
        .filter(
          ({ values = [] }) => new Set(values.map((v) => v.toLowerCase())).size < values.length,
        )
        .map((attribute) => `${widget.tag} ${attribute.name}`),
    );
    expect(clashes).toEqual([]);
  });

  it('reads multi-line entries, escapes and plurals from a .po file', () => {
    const { headers, entries } = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: de_DE\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        '',
        '#. a comment',
        'msgid "Say \\"hi\\" "',
        '"twice"',
        'msgstr "Sag zweimal „hi“"',
        '',
        'msgid "%d file"',
        'msgid_plural "%d files"',
        'msgstr[0] "%d Datei"',
        'msgstr[1] "%d Dateien"',
        '',
        'msgid "untranslated"',
        'msgstr ""',
      ].join('\n'),
    );
    expect(headers.language).toBe('de_DE');
    expect(entries).toEqual([
      { id: 'Say "hi" twice', strings: ['Sag zweimal „hi“'] },
      { id: '%d file', plural: '%d files', strings: ['%d Datei', '%d Dateien'] },
    ]);
  });

  it.skipIf(!hasPhp)('compiles the .po file to a .l10n.php file PHP reads back', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sw-l10n-')), 'de.l10n.php');
    writeFileSync(file, poToL10nPhp(PO, 'site-widgets'));
    const data = JSON.parse(
      execFileSync('php', ['-r', 'echo json_encode(include $argv[1]);', file], {
        encoding: 'utf8',
      }),
    ) as { domain: string; language: string; messages: Record<string, string> };
    expect(data.domain).toBe('site-widgets');
    expect(data.language).toBe('de_DE');
    expect(data.messages["The signed-in member's menu, or a Sign in button."]).toBe(
      'Das Menü des angemeldeten Mitglieds oder ein Anmelden-Button.',
    );
    const pluralKey = Object.keys(data.messages).find((key) => key.startsWith('Connected:'));
    expect(pluralKey?.split('\0')).toHaveLength(2);
    expect(data.messages[pluralKey!]!.split('\0')[1]).toMatch(/listet %3\$d Produkte\.$/);
  });

  it.skipIf(spawnSync('unzip', ['-v']).status !== 0)('writes a zip archive unzip accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-zip-'));
    const big = Buffer.from('x'.repeat(100_000));
    writeFileSync(
      join(dir, 'a.zip'),
      zipFiles(
        [
          { name: 'plugin/readme.txt', data: Buffer.from('Grüße\n') },
          { name: 'plugin/assets/big.js', data: big },
        ],
        new Date('2026-11-29T13:07:42Z'),
      ),
    );
    expect(execFileSync('unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' })).toMatch(
      /No errors detected/,
    );
    execFileSync('unzip', ['-q', join(dir, 'a.zip'), '-d', join(dir, 'out')]);
    expect(readFileSync(join(dir, 'out/plugin/readme.txt'), 'utf8')).toBe('Grüße\n');
    expect(readFileSync(join(dir, 'out/plugin/assets/big.js')).equals(big)).toBe(true);
    // Each file dated as given (zipinfo prints the stored time as it is, in no time zone): an
    // update unzipped over an installed copy must not carry the old files' time, or PHP's
    // opcache keeps running the old code.
    const listing = execFileSync('zipinfo', ['-T', join(dir, 'a.zip')], { encoding: 'utf8' });
    expect(listing.match(/ \d{8}\.\d{6} /g)).toEqual([' 20261129.130742 ', ' 20261129.130742 ']);
  });
});
