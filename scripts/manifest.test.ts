import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { WIDGET_ERROR_CODES, type WidgetEventName } from '../shared/element/events';
import { CATALOGUE, EVENTS } from '../widgets/catalogue';
import { compileTemplate } from 'vue/compiler-sfc';
import {
  buildManifest,
  renderReactTypes,
  renderTypes,
  renderVueTypes,
  withReference,
} from './manifest';

const ROOT = resolve(import.meta.dirname, '..');

/** Inside node_modules so `react`, `@types/react` and `vue` resolve as they would for a user. */
const withReact = mkdtempSync(join(ROOT, 'node_modules/.sw-types-'));
/** Outside any node_modules: a project without React. */
const withoutReact = mkdtempSync(join(tmpdir(), 'sw-types-'));
afterAll(() => {
  rmSync(withReact, { recursive: true, force: true });
  rmSync(withoutReact, { recursive: true, force: true });
});

const FIXTURE = `
import type { WidgetEventMap, WidgetCart, WidgetErrorCode, ProductCardElement, WidgetLoader } from './widgets';
import type { WidgetEventMap as SourceEventMap } from '${ROOT}/shared/element/events';

// The tag name map: querySelector and createElement know the element types.
const card = document.querySelector('product-card');
if (card) {
  card.productId = 'p1';
  const slug: string | undefined = card.productSlug;
  void slug;
}
const list = document.createElement('product-list');
list.pageSize = 12;
list.sort = 'price-asc';
const tickets: HTMLElementTagNameMap['event-tickets'] = document.createElement('event-tickets');
tickets.eventSlug = 'x';
const config = document.createElement('site-config');
config.setAttribute('client-id', 'c');
// @ts-expect-error pageSize is a number
list.pageSize = '12';
// @ts-expect-error no such property
card?.collectionId;

// The event maps: detail is typed on elements, document and window.
document.addEventListener('cart-updated', (event) => {
  const cart: WidgetCart | null = event.detail.cart;
  void cart?.lineItems.map((line) => line.quantity);
});
window.addEventListener('reservation-created', (event) => void event.detail.expires.length);
list.addEventListener('widget-error', (event) => void event.detail.tag.toUpperCase());
document.addEventListener('widget-error', (event) => {
  const code: WidgetErrorCode | undefined = event.detail.code;
  // @ts-expect-error no widget sends this code: a typo in a monitoring script is caught
  void (code === 'NOTFOUND');
});
document.addEventListener('back-in-stock-requested', (event) => {
  // @ts-expect-error email is a string
  const n: number = event.detail.email;
  void n;
});

// What the widgets really send fits what the types promise.
type Fits = { [K in keyof SourceEventMap]: SourceEventMap[K] extends WidgetEventMap[K] ? true : K };
const fits: Fits[keyof Fits] = true;
void fits;
type Covers = { [K in keyof WidgetEventMap]: K extends keyof SourceEventMap ? true : K };
const covers: Covers[keyof Covers] = true;
void covers;

const element: ProductCardElement | null = card;
void element;

// The loader's handle, as docs/spa.md has a TypeScript host reach it.
const loader = (globalThis as { [key: symbol]: WidgetLoader | undefined })[Symbol.for('site-widgets.loader')];
loader?.watch(document.createElement('div').attachShadow({ mode: 'open' }));
void loader?.version.length;
`;

const REACT_FIXTURE = `
import { createElement } from 'react';
import './widgets-react';

export function Shop() {
  return (
    <>
      <site-config client-id="c" api-base="https://api.example.com" locale="en-US" />
      <product-card product-id="p1" className="card" />
      <product-list collection-slug="apparel" page-size={8} sort="newest" />
      <shop-cart mode="drawer" />
      <event-tickets event-slug="x" ref={(el) => void el?.eventSlug} />
      {/* @ts-expect-error unknown mode */}
      <shop-cart mode="sideways" />
      {/* React 19's on<event> props: the events each tag fires, their detail typed. */}
      <add-to-cart product-id="p1" oncart-updated={(event) => void event.detail.cart?.lineItems} />
      <member-menu onlogin={(event) => void event.detail.memberId} onlogout={(event) => void event} />
      <event-list onorder-created={(event) => void event.detail.orderNumber.length} />
      {/* @ts-expect-error a reservation's detail has no order number */}
      <event-tickets onreservation-created={(event) => void event.detail.orderNumber} />
      {/* @ts-expect-error <member-login> fires no cart events */}
      <member-login oncart-updated={(event) => void event} />
    </>
  );
}
void createElement;
`;

/** The docs' Vue setting: every tag with a hyphen is a custom element (docs/spa.md). */
const isCustomElement = (tag: string) => tag.includes('-');

/** The render code Vue's compiler makes of a template, as @vitejs/plugin-vue would. */
const compileVue = (source: string, compilerOptions = { isCustomElement }) =>
  compileTemplate({ source, filename: 'App.vue', id: 'app', compilerOptions }).code;

/** Each event the widgets fire, on a tag that fires it, its handler typed by the event map. */
const everyEvent = () =>
  (Object.keys(EVENTS) as WidgetEventName[])
    .map((name) => {
      const tag = CATALOGUE.find((def) => def.events.includes(name))!.tag;
      return `  <${tag} @${name}="(event: CustomEvent<WidgetEventMap['${name}']>) => event" />`;
    })
    .join('\n');

/** A Vue app using the tags, as a site owner would write it; vue-tsc checks it with its defaults. */
const VUE_APP = () => `<script setup lang="ts">
import { useTemplateRef } from 'vue';
import type { ProductCardElement, WidgetEventMap } from './widgets';
import './widgets-vue';

// A template ref is the element, its properties typed.
const card = useTemplateRef('card');
const element: ProductCardElement | null = card.value;
const id: string | undefined = card.value?.productId;
void element;
void id;
const added = (event: CustomEvent<WidgetEventMap['cart-updated']>) => event.detail.cart?.lineItems;
</script>

<template>
  <site-config client-id="c" api-base="https://api.example.com" locale="en-US" />
  <product-card ref="card" key="p1" product-id="p1" class="card" :style="{ width: '20rem' }" />
  <product-list collection-slug="apparel" :page-size="8" sort="newest" />
  <product-list page-size="8" />
  <shop-cart mode="drawer" />
  <!-- @vue-expect-error unknown mode -->
  <shop-cart mode="sideways" />
  <!-- @vue-expect-error sort takes known values -->
  <product-list :sort="7" />
  <add-to-cart product-id="p1" @cart-updated="added" />
  <member-menu @login="(event) => event.detail.memberId" @logout="(event) => event" />
  <event-list @order-created="(event) => event.detail.orderNumber.length" />
  <product-card @widget-error="(event) => event.detail.code" />
  <!-- @vue-expect-error a reservation's detail has no order number -->
  <event-tickets @reservation-created="(event) => event.detail.orderNumber" />
${everyEvent()}
  <!-- Unknown attributes and events fall through, as on any component, unless strictTemplates. -->
  <product-card bogus="1" @cart-updatd="() => 1" />
</template>
`;

/** The same tags with vue-tsc's strictTemplates: unknown attributes and events are errors. */
const VUE_STRICT = `<script setup lang="ts">
import './widgets-vue';
</script>

<template>
  <product-card product-id="p1" @cart-updated="(event) => event.detail.cart" />
  <!-- @vue-expect-error no such attribute -->
  <product-card prodcut-id="p1" />
  <!-- @vue-expect-error <member-login> fires no cart events -->
  <member-login @cart-updated="() => 1" />
</template>
`;

const VUE_TSC = join(ROOT, 'node_modules/vue-tsc/bin/vue-tsc.js');

/** vue-tsc's report on `files`, a project of their own, empty when they check. */
function vueTscErrors(dir: string, files: Record<string, string>, strictTemplates: boolean) {
  const tsconfig = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
    },
    include: Object.keys(files),
    vueCompilerOptions: { strictTemplates },
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const run = spawnSync(process.execPath, [VUE_TSC, '-p', dir], { encoding: 'utf8' });
  return (run.stdout + run.stderr).trim();
}

/** `nodeNext`: as a Node project resolves modules (`"module": "NodeNext"`), else as a bundler. */
function typeErrors(dir: string, files: Record<string, string>, nodeNext = false): string[] {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(dir, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: nodeNext ? ts.ModuleKind.NodeNext : ts.ModuleKind.ESNext,
      moduleResolution: nodeNext
        ? ts.ModuleResolutionKind.NodeNext
        : ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      allowImportingTsExtensions: true,
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || d.file.fileName.startsWith(dir))
    .map((d) => {
      const where = d.file
        ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `
        : '';
      return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

describe('dist/widgets.d.ts', () => {
  it('types tags, properties and events for DOM code, and fits what the widgets send, without React', () => {
    expect(typeErrors(withoutReact, { 'widgets.d.ts': renderTypes(), 'dom.ts': FIXTURE })).toEqual(
      [],
    );
  }, 60_000);

  it('types the tags in React JSX by attribute name, with widgets-react.d.ts', () => {
    const files = {
      'widgets.d.ts': renderTypes(),
      'widgets-react.d.ts': renderReactTypes(),
      'app.tsx': REACT_FIXTURE,
    };
    expect(typeErrors(withReact, files)).toEqual([]);
  }, 60_000);

  it('resolves in a project with "moduleResolution": "NodeNext", React and Vue types too', () => {
    // There a relative import needs its extension: widgets-react.d.ts and widgets-vue.d.ts
    // importing './widgets' made every tag untyped.
    const files = {
      'widgets.d.ts': renderTypes(),
      'widgets-react.d.ts': renderReactTypes(),
      'widgets-vue.d.ts': renderVueTypes(),
      'node-app.tsx': `
import type {} from './widgets-react.js';
import type {} from './widgets-vue.js';
export const card = <product-card product-id="p1" oncart-updated={(event) => void event.detail.cart?.id} />;
document.addEventListener('widget-error', (event) => void event.detail.code);
`,
    };
    expect(typeErrors(join(withReact, 'node-next'), files, true)).toEqual([]);
  }, 60_000);
});

describe('dist/widgets-vue.d.ts', () => {
  const types = { 'widgets.d.ts': renderTypes(), 'widgets-vue.d.ts': renderVueTypes() };

  it('vue-tsc checks the tags in templates: attribute values, typed @events, template refs', () => {
    expect(vueTscErrors(join(withReact, 'vue'), { ...types, 'App.vue': VUE_APP() }, false)).toBe(
      '',
    );
  }, 60_000);

  it('with strictTemplates, vue-tsc refuses unknown attributes and events a tag does not fire', () => {
    const files = { ...types, 'Strict.vue': VUE_STRICT };
    expect(vueTscErrors(join(withReact, 'vue-strict'), files, true)).toBe('');
  }, 60_000);

  it("with the docs' isCustomElement, Vue renders the tags as elements, attributes as written", () => {
    const template =
      '<product-card product-id="p1" /><add-to-cart :product-id="id" @cart-updated="f" />';
    const code = compileVue(template);
    expect(code).not.toContain('resolveComponent');
    expect(code).toContain('"product-id": "p1"');
    // Without it, Vue looks the tags up as components (and warns it cannot find them).
    expect(compileVue(template, { isCustomElement: () => false })).toContain(
      '_resolveComponent("product-card")',
    );
  });
});

describe('dist/custom-elements.json', () => {
  const manifest = buildManifest();
  const declarations = manifest.modules[0]!.declarations;

  it('declares every tag as a custom element, defined by the loader', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(declarations.map((d) => d.tagName)).toEqual(CATALOGUE.map((def) => def.tag));
    expect(manifest.modules[0]!.exports.map((e) => e.name)).toEqual(CATALOGUE.map((d) => d.tag));
  });

  it('gives attributes their property, events their detail type, and the shared parts', () => {
    const card = declarations.find((d) => d.tagName === 'product-card')!;
    expect(card.attributes).toContainEqual(
      expect.objectContaining({ name: 'product-id', fieldName: 'productId' }),
    );
    expect(card.members).toContainEqual(
      expect.objectContaining({ kind: 'field', name: 'productId', attribute: 'product-id' }),
    );
    expect(card.events).toContainEqual({
      name: 'cart-updated',
      type: { text: 'CustomEvent<{ cart: WidgetCart | null }>' },
      description: expect.any(String),
    });
    expect(card.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['root', 'card']));
    expect(card.cssProperties.map((p) => p.name)).toContain('--sw-image-aspect-ratio');
  });
});

describe('widget-error codes', () => {
  it("names every code the widgets send in the event's description", () => {
    for (const code of WIDGET_ERROR_CODES) {
      expect(EVENTS['widget-error'].description).toContain(`"${code}"`);
    }
  });
});

describe('README.md', () => {
  it('has the widget reference generated from the catalogue (node --import tsx scripts/manifest.ts --readme)', async () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    expect(await withReference(readme)).toBe(readme);
  });
});
