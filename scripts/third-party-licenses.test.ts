import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { NOTICES_FILE, packageDirOf, thirdPartyLicenses } from './third-party-licenses';

/** Builds `source` as the only entry with the plugin; the notices file's text. */
async function buildWith(source: string, none = false): Promise<string> {
  // Inside the project, so that its imports resolve to the project's packages.
  mkdirSync('node_modules/.cache', { recursive: true });
  const dir = mkdtempSync('node_modules/.cache/sw-notices-');
  try {
    writeFileSync(join(dir, 'entry.js'), source);
    await build({
      root: process.cwd(),
      logLevel: 'silent',
      configFile: false,
      plugins: [thirdPartyLicenses({ none })],
      build: {
        outDir: join(dir, 'out'),
        minify: true,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' },
      },
    });
    return readFileSync(join(dir, 'out', NOTICES_FILE), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('third-party licence notices', () => {
  it('finds the package of a module id, scoped or not', () => {
    expect(packageDirOf('/p/node_modules/react/cjs/react.production.js')).toBe(
      '/p/node_modules/react',
    );
    expect(packageDirOf('/p/node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '/p/node_modules/@tanstack/query-core',
    );
    expect(packageDirOf('/p/shared/ui/format.ts')).toBeUndefined();
  });

  it("lists each bundled package with its version, licence and the licence's text", async () => {
    const notices = await buildWith(
      "import { createStore } from 'zustand/vanilla';\nexport const store = createStore(() => ({}));\n",
    );
    const { version } = JSON.parse(readFileSync('node_modules/zustand/package.json', 'utf8'));
    expect(notices).toContain(`zustand@${version} (MIT)`);
    expect(notices).toContain('Permission is hereby granted, free of charge');
    expect(notices).not.toContain('react@');
  });

  it('keeps the text of a package that publishes none (@r2wc/core)', async () => {
    const notices = await buildWith(
      "import r2wc from '@r2wc/core';\nexport const element = r2wc;\n",
    );
    expect(notices).toMatch(
      /@r2wc\/core@\S+ \(MIT\)\n\nMIT License\n\nCopyright \(c\) 2022 Bitovi/,
    );
  });

  it('fails a build that must bundle no package but does', async () => {
    await expect(
      buildWith(
        "import { createStore } from 'zustand/vanilla';\nexport const s = createStore;\n",
        true,
      ),
    ).rejects.toThrow(/zustand: list their notices/);
  });
});
