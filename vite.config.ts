import { existsSync, readFileSync } from 'node:fs';
import type { Plugin, Rolldown, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunksInBuildFolder } from './scripts/chunks-folder.ts';
import { cssWhitespace } from './scripts/css-whitespace.ts';
import { terserPass } from './scripts/terser-pass.ts';
import { thirdPartyLicenses } from './scripts/third-party-licenses.ts';
import { FAMILY_TAGS, type Family } from './widgets/tags.ts';
import { reservedCss } from './widgets/reserved-boxes.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// Overridable so the reliability suite can build a second, different copy of the widgets.
const OUT_DIR = process.env.SW_OUT_DIR ?? 'dist';
const VERSION = process.env.SW_VERSION ?? pkg.version;

/** Families that have widgets so far; the loader maps tags only to chunks that exist. */
const families = (Object.keys(FAMILY_TAGS) as Family[]).filter((family) =>
  existsSync(`widgets/${family}/index.ts`),
);

// React, r2wc, the store, the client, the shared UI and the reserved boxes' unit: one chunk
// every family shares. (Each family's box sizes stay in its own chunk.)
const RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler|@r2wc|zustand|@tanstack|zod)[\\/]|[\\/]shared[\\/]|[\\/]widgets[\\/]box-unit\./;

// Rich text brings DOMPurify, which only some families need: it stays out of the runtime. So
// does the modal, which opens only on use (a quick view, the ticket dialog, the drawer cart).
// So does the data only some families read (shared/data's modules that its index leaves out):
// a family's own lazy chunks share it, which would otherwise count as two users, and what two
// families share (the member: login, back-in-stock; the wake detector: cart, events) becomes
// their own chunk, not everyone's.
// The sentences for a form the platform refused load only with such a refusal, or with forms
// that are lazy themselves (the checkout form, the coupon field). So does the colour check,
// which only lazy parts use (the option pickers, the cart's lines). So does the check of a
// link's address from platform data (link-href): only the event widgets show such links.
const FAMILY_ONLY =
  /[\\/]rich-text\.|[\\/]shared[\\/]ui[\\/]colour\.|[\\/]shared[\\/]ui[\\/]refocus\.|[\\/]shared[\\/]ui[\\/]field-errors\.text\.|[\\/]shared[\\/]data[\\/](events|reservations|back-in-stock|product-pages|member|cart-view|checkout|checkout-return|store-order|cartless-visitor|wake|cart-after-sign)\.|[\\/]shared[\\/]session[\\/]tab-reservation\.|[\\/]shared[\\/]ui[\\/]dialog\.|[\\/]shared[\\/]element[\\/]store-checkout\.|[\\/]shared[\\/]client[\\/]link-href\./;
// The quantity stepper with its styles and words (German too): only lazy parts show one (the
// purchase block, the cart's lines, the ticket rows), so a chunk of its own as the modal is, in
// no first load; the ticket flow no longer brings the whole commerce chunk for it.
const QUANTITY_STEPPER = /[\\/]shared[\\/]ui[\\/]quantity-stepper\./;
// What the store families (product, cart) share and the others never load: one chunk of its
// own, so an events or login page does not carry the cart's code.
const COMMERCE =
  /[\\/]shared[\\/](data[\\/](cart|cart-sync|products|early-products|product-page-address)|ui[\\/]add-to-cart-button|element[\\/](add-to-cart-action|cart-events))\./;
// The widgets' client imports each of its modules on the module's first call
// (shared/client/lazy-client.ts), so the runtime carries none of the calls' code. Each import
// must find its module already loaded, never fetch one more file on the way to the first data:
// a module goes with the data code of the families that call it, which they import statically.
// The query builder is not a call: it goes with `<product-list>`, the one widget that builds
// queries (the catalogue's calls take plain query objects), not with every card.
const COMMERCE_CALLS = /[\\/]shared[\\/]client[\\/]modules[\\/](cart|catalog|store-orders)\./;
const EVENT_CALLS =
  /[\\/]shared[\\/](client[\\/]modules[\\/](events|ticketing-checkout|ticketing-orders)|data[\\/]events)\./;
// The member's chunk also holds the reading of the hosted login's answer (auth/return-url): only
// the login widgets and the login flows (shared/client/auth/flows, which only member code
// starts) read it, and in the runtime every family paid for it.
const MEMBER_CALLS =
  /[\\/]shared[\\/](client[\\/](modules[\\/]identity|auth[\\/]return-url)|data[\\/]member)\./;
const BACK_IN_STOCK_CALLS = /[\\/]shared[\\/](client[\\/]modules|data)[\\/]back-in-stock\./;
const CALLS = [COMMERCE_CALLS, EVENT_CALLS, MEMBER_CALLS, BACK_IN_STOCK_CALLS];
const CLIENT_MODULE = /[\\/]shared[\\/]client[\\/]modules[\\/]/;
const inRuntime = (id: string) =>
  RUNTIME.test(id) &&
  !FAMILY_ONLY.test(id) &&
  !QUANTITY_STEPPER.test(id) &&
  !COMMERCE.test(id) &&
  !CALLS.some((calls) => calls.test(id));

/**
 * Fails the build when a client module sits in a chunk that no page loads at once: the widgets'
 * client would fetch it on the module's first call, one more round trip before the widget's
 * data. The CALLS groups above place the modules.
 */
function clientModulesLoadedAtOnce(): Plugin {
  return {
    name: 'client-modules-loaded-at-once',
    generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const atOnce = new Set<string>();
      const load = (fileName: string) => {
        if (atOnce.has(fileName)) return;
        atOnce.add(fileName);
        chunks.get(fileName)!.imports.forEach(load);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) load(chunk.fileName);
      const late = [...chunks.values()]
        .filter((chunk) => !atOnce.has(chunk.fileName))
        .flatMap((chunk) => chunk.moduleIds.filter((id) => CLIENT_MODULE.test(id)));
      if (late.length) this.error(`Client modules fetched on first call: ${late.join(', ')}`);
    },
  };
}

const production = { 'process.env.NODE_ENV': '"production"' };

/** Below this much code a chunk's lazy compiling costs less than the hint's bytes are worth. */
const HINTED_CHUNK_MIN = 2048;

/**
 * V8's explicit compile hint for every chunk with real code in it: a chunk is fetched just
 * before its code runs, so Chromium compiles all of it on a background thread while it streams
 * instead of compiling each function on the main thread at its first call (about 20 of a
 * 12-card page's 160 ms of script). Other browsers read a comment.
 */
function compileHint(chunk: Rolldown.RenderedChunk): string {
  const length = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0);
  return length >= HINTED_CHUNK_MIN ? '//# allFunctionsCalledOnLoad' : '';
}

/** `vite build`: the family chunks and the shared runtime chunk, as ES modules. */
const chunksBuild: UserConfig = {
  plugins: [
    react(),
    cssWhitespace(),
    clientModulesLoadedAtOnce(),
    thirdPartyLicenses(),
    terserPass({ module: true }),
    chunksInBuildFolder(),
  ],
  define: production,
  build: {
    outDir: OUT_DIR,
    manifest: true,
    minify: true,
    target: 'es2022',
    // Library mode: an app build would wrap every import() in Vite's preload helper, which
    // adds <link rel="modulepreload"> tags with root-relative paths to the host page's <head>,
    // wrong on someone else's site (and 0.9 KB we do not need).
    lib: {
      entry: {
        ...Object.fromEntries(families.map((family) => [family, `widgets/${family}/index.ts`])),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      // A family's chunk may export what its own lazy chunks import from it (the skeletons, the
      // variant picker): one file per family instead of a few small ones, each with its own
      // gzip header and dictionary. The loader reads no export of a family chunk.
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        minify: true, // library mode leaves ES output unminified otherwise
        // Bundlers' annotations (`@__PURE__`) mean nothing to a browser: no comments at all.
        comments: false,
        // After minification, which would drop it: the one comment that means something to a
        // browser (compileHint).
        postBanner: compileHint,
        // No hash in the names: the build's folder has one (chunksInBuildFolder).
        entryFileNames: 'chunks/[name].js',
        chunkFileNames: 'chunks/[name].js',
        // Shared code that only one family uses stays in that family's chunk.
        codeSplitting: {
          groups: [
            { name: 'runtime', test: inRuntime, minShareCount: 2 },
            // No share count: the calls' modules are imported only by the client, dynamically.
            {
              name: 'commerce',
              test: (id: string) => COMMERCE.test(id) || COMMERCE_CALLS.test(id),
            },
            { name: 'events', test: EVENT_CALLS },
            { name: 'member', test: MEMBER_CALLS },
            { name: 'back-in-stock-calls', test: BACK_IN_STOCK_CALLS },
            { name: 'quantity-stepper', test: QUANTITY_STEPPER },
          ],
        },
      },
    },
  },
};

/**
 * Chunk → its file and every file it imports statically, from the build manifest, relative to
 * the chunks' folder. The loader imports them all at once, so the browser fetches the family
 * chunk and the runtime in parallel instead of discovering the runtime only after the family
 * chunk arrived.
 */
function chunkMap(): { folder: string; chunks: Record<string, string[]> } {
  const manifest = JSON.parse(readFileSync(`${OUT_DIR}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; name?: string; imports?: string[] }
  >;
  // <site-config>'s chunk: the shared runtime itself, which starts when evaluated.
  const runtime = Object.keys(manifest).find((key) => manifest[key]!.name === 'runtime')!;
  const folder = manifest[runtime]!.file.replace(/[^/]+$/, ''); // chunks/<hash>/
  const files = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const { file, imports = [] } = manifest[key]!;
    return [file.slice(folder.length), ...imports.flatMap((imported) => files(imported, seen))];
  };
  // The chunk first, then what it imports in one order for every family (the loader imports
  // them all at once, so their order means nothing there): the lists repeat, and gzip shortens
  // repeats, a few bytes of the loader's.
  const inOrder = ([chunk, ...imported]: string[]) => [chunk!, ...imported.sort()];
  return {
    folder,
    chunks: {
      runtime: inOrder(files(runtime)),
      ...Object.fromEntries(
        families.map((family) => [family, inOrder(files(`widgets/${family}/index.ts`))]),
      ),
    },
  };
}

/** `vite build --mode loader`: the tiny classic-script loader `dist/widgets.js`. */
const loaderBuild = (): UserConfig => {
  const { folder, chunks } = chunkMap();
  return {
    plugins: [thirdPartyLicenses({ none: true }), terserPass({ module: false })],
    define: {
      ...production,
      __SW_CHUNKS_FOLDER__: JSON.stringify(folder),
      __SW_CHUNKS__: JSON.stringify(chunks),
      __SW_VERSION__: JSON.stringify(VERSION),
      // The sheet itself, not the code that writes it: 0.4 KB gzip less for the loader.
      __SW_RESERVED_CSS__: JSON.stringify(reservedCss()),
    },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      lib: {
        entry: 'widgets/loader.ts',
        formats: ['iife'],
        name: 'siteWidgetsLoader',
        fileName: () => 'widgets.js',
      },
    },
  };
};

// Tests run React's development build (act, warnings); only builds get the production one.
const buildConfig = (mode: string) => (mode === 'loader' ? loaderBuild() : chunksBuild);

export default defineConfig(({ mode, command }) => ({
  ...(command === 'build' ? buildConfig(mode) : { plugins: [react()] }),
  test: {
    include: ['{shared,widgets,demo,bench,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./shared/test/setup.ts'],
    restoreMocks: true,
  },
}));
