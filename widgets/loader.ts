/**
 * The script-tag entry (`dist/widgets.js`), built as a classic script that also works with
 * `type="module"`. It only knows tag names: when one of a family's tags first appears in the
 * document (or in a shadow root a widget creates), it imports that family's chunk.
 */
import { LOADER_KEY as KEY, type EarlyStart } from '../shared/client/auth/early-start';
import { startEarly } from './early-start';
import { FAMILY_TAGS, type Family } from './tags';

type Chunk = Family | 'runtime';

/**
 * Chunk → its file and the files it imports, relative to the chunks' folder beside this
 * script, filled in at build time from the manifest (vite.config.ts chunkMap).
 */
declare const __SW_CHUNKS_FOLDER__: string;
declare const __SW_CHUNKS__: Partial<Record<Chunk, string[]>>;
declare const __SW_VERSION__: string;
/** reserved-boxes.ts `reservedCss()`, written at build time (vite.config.ts). */
declare const __SW_RESERVED_CSS__: string;

const CHUNKS = __SW_CHUNKS__; // one copy in the output, not one per use
/** Families whose widgets read the platform as soon as they render, token first. */
const READING: Chunk[] = ['product', 'event-tickets'];

interface LoaderSlot {
  version: string;
  watch(root: Document | ShadowRoot): void;
  /** The page's first platform requests, started as soon as they can be (early-start.ts). */
  early?: EarlyStart | undefined;
}

type Host = typeof globalThis & { [KEY]?: LoaderSlot };

/** The folder of the chunks: `chunks/<this build's hash>/` beside this script. */
function chunksBase(): string {
  // Classic scripts know themselves; module scripts have no currentScript, so find our tag.
  // Only a <script> that runs is ours: markup in the page (a post, a CMS block) like `<img
  // name="currentScript" src="https://evil.example/">`, which shadows `document.currentScript`,
  // or an inert `<script type="application/ld+json" src="https://evil.example/widgets.js">`,
  // would otherwise pick where our chunks, and so the page's script, come from. (A classic tag
  // with a `type` knows itself: only a shadowed currentScript leaves it to this search.)
  const current = document.currentScript;
  const src =
    (current instanceof HTMLScriptElement && current.src) ||
    [...document.querySelectorAll<HTMLScriptElement>('script[src]:is(:not([type]),[type=module])')]
      .reverse()
      .find((s) => /\/widgets\.js(\?|#|$)/.test(s.src))?.src;
  return new URL(__SW_CHUNKS_FOLDER__, src || location.href).href;
}

/**
 * Until a family's chunk has loaded, its tags are empty inline boxes; one constructable sheet
 * (no <style> element: strict CSP) gives them the box their skeleton will have, so nothing
 * moves when they render. Browsers without constructable sheets just skip it.
 */
function reserveSpace(): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(__SW_RESERVED_CSS__);
    document.adoptedStyleSheets.push(sheet);
  } catch {
    // No constructable sheets, or a frozen adoptedStyleSheets (Chromium before 99): widgets
    // still work, they may shift the page as they arrive.
  }
}

function start(): void {
  const host = globalThis as Host;
  // Imported on a server (an app's server render in Node, Deno or Bun), with no page to watch:
  // nothing to do, and nothing defined.
  if (!host.document) return;
  const existing = host[KEY];
  if (existing) {
    if (existing.version !== __SW_VERSION__) {
      console.warn(
        `site-widgets ${existing.version} is already loaded; ignoring ${__SW_VERSION__}.`,
      );
    }
    return;
  }

  const base = chunksBase();
  const pending = new Map<string, Chunk>([['site-config', 'runtime']]);
  // Only the families this build has chunks for (the runtime's one tag is above).
  for (const chunk of Object.keys(CHUNKS)) {
    for (const tag of FAMILY_TAGS[chunk as Family] ?? []) pending.set(tag, chunk as Chunk);
  }

  let config: Element | undefined;
  let reads = false;
  let early = false;
  const load = (family: Chunk, element: Element) => {
    // The runtime's tag is <site-config>. The first requests start once it is known and a
    // widget that reads the platform as it renders is on the page: a page of cart or login
    // widgets asks nothing of a new visitor, nor should the loader.
    if (family === 'runtime') config = element;
    else reads ||= READING.includes(family);
    if (config && reads && !early) {
      early = true;
      slot.early = startEarly(config);
    }
    for (const [tag, owner] of pending) if (owner === family) pending.delete(tag);
    if (!pending.size) observer.disconnect();
    // The chunk and everything it imports, all at once: one round trip instead of a chain. In
    // a task of their own, right after this one: starting a request costs the main thread a
    // few ms (storage, fetch, import), and this one may already have started the first ones.
    // A failed import of a dependency fails the chunk's too, which is the one reported.
    const [entry, ...imported] = CHUNKS[family]!;
    setTimeout(() => {
      for (const file of imported) import(/* @vite-ignore */ base + file).catch(() => {});
      import(/* @vite-ignore */ base + entry).catch((error: unknown) =>
        console.error(`site-widgets: could not load the ${family} widgets.`, error),
      );
    });
  };

  const scan = (root: ParentNode) => {
    if (!pending.size) return;
    for (const element of root.querySelectorAll([...pending.keys()].join(','))) {
      const family = pending.get(element.localName);
      if (family) load(family, element);
    }
  };

  // One observer for the document and every widget's shadow root: it holds the roots weakly,
  // so a removed widget's root is not kept alive, and a page of cards makes no observer each.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const family = pending.get(node.localName);
        if (family) load(family, node);
        scan(node);
      }
    }
  });

  const watch = (root: Document | ShadowRoot) => {
    scan(root);
    if (pending.size) observer.observe(root, { childList: true, subtree: true });
  };

  const slot: LoaderSlot = { version: __SW_VERSION__, watch };
  Object.defineProperty(host, KEY, { value: slot });
  reserveSpace();
  watch(document);
}

start();
