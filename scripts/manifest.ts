/**
 * Builds, from widgets/catalogue.ts, what describes the widgets to other tools and people:
 * - `dist/custom-elements.json`: a Custom Elements Manifest (schema 2.1), which the analyzer
 *   cannot produce for r2wc elements;
 * - `dist/widgets.d.ts`: `HTMLElementTagNameMap` and the event maps; `dist/widgets-react.d.ts`:
 *   the tags in React's JSX; `dist/widgets-vue.d.ts`: the tags in Vue templates;
 * - the README's widget reference (between the `widget-reference` markers), with `--readme`.
 *
 * `node --import tsx scripts/manifest.ts [--readme]` (part of `npm run build`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  CATALOGUE,
  CSS_PROPERTIES,
  EVENTS,
  PAGE_EVENTS,
  BASE_CSS_PROPERTIES,
  BASE_PARTS,
  cssPropertiesOf,
  partsOf,
  type AttributeDef,
  type WidgetDef,
} from '../widgets/catalogue';
import { WIDGET_ERROR_CODES, type WidgetEventName } from '../shared/element/events';

const ROOT = resolve(import.meta.dirname, '..');
const MODULE = 'widgets.js';
const STATES = ['loading', 'ready', 'empty', 'error'] as const;

const quote = (value: string) => `'${value}'`;

/** The property's TypeScript type: a union of known values (still open to any string). */
function typeOf(attribute: AttributeDef): string {
  if (attribute.type === 'number') return 'number';
  return attribute.values && !attribute.list ? attribute.values.map(quote).join(' | ') : 'string';
}

/** The attribute's type in JSX and the manifest (attributes are text). */
const attributeTypeOf = (attribute: AttributeDef) =>
  attribute.type === 'number' ? 'number | string' : typeOf(attribute);

const eventType = (name: WidgetEventName) => `CustomEvent<${EVENTS[name].detail}>`;

const stateText = (def: WidgetDef) =>
  STATES.filter((state) => def.states[state])
    .map((state) => `\`${state}\`: ${def.states[state]}`)
    .join(' ');

/** The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest). */
export function buildManifest() {
  const declarations = CATALOGUE.map((def) => {
    const stateAttribute =
      def.family === 'runtime'
        ? []
        : [
            {
              name: 'state',
              type: { text: STATES.map(quote).join(' | ') },
              description: `Reflected by the widget (read it, do not set it). ${stateText(def)}`,
              readonly: true,
            },
          ];
    return {
      kind: 'class',
      customElement: true,
      tagName: def.tag,
      name: def.className,
      description: def.description,
      superclass: { name: 'HTMLElement', module: 'global:' },
      attributes: [
        ...def.attributes.map((attribute) => ({
          name: attribute.name,
          ...(def.family === 'runtime' ? {} : { fieldName: attribute.property }),
          type: { text: attributeTypeOf(attribute) },
          description: attribute.description,
          ...(attribute.default ? { default: attribute.default } : {}),
        })),
        ...stateAttribute,
      ],
      members:
        def.family === 'runtime'
          ? []
          : def.attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.property,
              type: { text: `${typeOf(attribute)} | undefined` },
              description: attribute.description,
              attribute: attribute.name,
              ...(attribute.default ? { default: attribute.default } : {}),
            })),
      events: def.events.map((name) => ({
        name,
        type: { text: eventType(name) },
        description: EVENTS[name].description,
      })),
      cssParts: partsOf(def).map(({ name, description }) => ({ name, description })),
      cssProperties: cssPropertiesOf(def).map((property) => ({
        name: property.name,
        default: property.default,
        description: property.description,
      })),
    };
  });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        description:
          'The loader: defines each tag (loading its family chunk) the first time it appears in the page.',
        declarations,
        exports: CATALOGUE.map((def) => ({
          kind: 'custom-element-definition',
          name: def.tag,
          declaration: { name: def.className, module: MODULE },
        })),
      },
    ],
  };
}

const doc = (text: string, indent: string) => `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n`;
const key = (name: string) => (/^[a-zA-Z_$][\w$]*$/.test(name) ? name : quote(name));

/** `dist/widgets.d.ts`. */
export function renderTypes(): string {
  const eventNames = Object.keys(EVENTS) as WidgetEventName[];
  const lines: string[] = [
    '// site-widgets: types for the custom elements and their events (React JSX: widgets-react.d.ts;',
    '// Vue templates: widgets-vue.d.ts).',
    '// Generated by scripts/manifest.ts from widgets/catalogue.ts; do not edit.',
    '',
    '/** A cart line as events carry it (the platform sends more fields). */',
    'export interface WidgetCartLine {',
    '  id: string;',
    '  quantity: number;',
    '  [field: string]: unknown;',
    '}',
    '',
    '/** The cart as `cart-updated` carries it (the platform sends more fields). */',
    'export interface WidgetCart {',
    '  id: string;',
    '  currency?: string;',
    '  lineItems: WidgetCartLine[];',
    '  [field: string]: unknown;',
    '}',
    '',
    '/** Why a widget cannot work (`widget-error`); none for a failed read or a crash. */',
    `export type WidgetErrorCode = ${WIDGET_ERROR_CODES.map(quote).join(' | ')};`,
    '',
    '/** The `detail` of each event the widgets fire (bubbling, composed). */',
    'export interface WidgetEventMap {',
    ...eventNames.flatMap((name) => [
      doc(EVENTS[name].description, '  ').trimEnd(),
      `  ${key(name)}: ${EVENTS[name].detail};`,
    ]),
    '}',
    '',
    'export type WidgetEventName = keyof WidgetEventMap;',
    '',
    '/** Events a page dispatches on `document` to drive the widgets (plain `Event`s). */',
    `export type WidgetPageEventName = ${Object.keys(PAGE_EVENTS).map(quote).join(' | ')};`,
    '',
    '/** The `state` attribute every widget reflects. */',
    `export type WidgetState = ${STATES.map(quote).join(' | ')};`,
    '',
    "/** The loader, at `globalThis[Symbol.for('site-widgets.loader')]` once `widgets.js` has run. */",
    'export interface WidgetLoader {',
    '  /** The build of the widgets. */',
    '  readonly version: string;',
    '  /** Loads the widgets in a shadow root of your own, as in the document (docs/spa.md). */',
    '  watch(root: Document | ShadowRoot): void;',
    '}',
    '',
  ];
  for (const def of CATALOGUE) {
    lines.push(
      `${doc(`\`<${def.tag}>\`: ${def.description}`, '')}export interface ${def.className} extends HTMLElement {`,
    );
    if (def.family !== 'runtime') {
      for (const attribute of def.attributes) {
        lines.push(
          `${doc(`${attribute.description} Attribute \`${attribute.name}\`.`, '  ')}  ${attribute.property}: ${typeOf(attribute)} | undefined;`,
        );
      }
    }
    lines.push('}', '');
    lines.push(
      `/** The attributes of \`<${def.tag}>\`. */`,
      `export interface ${attributesOf(def)} {`,
    );
    for (const attribute of def.attributes) {
      lines.push(
        `${doc(attribute.description, '  ')}  ${key(attribute.name)}?: ${attributeTypeOf(attribute)};`,
      );
    }
    lines.push('}', '');
  }
  const eventEntries = eventNames.map(
    (name) => `    ${key(name)}: CustomEvent<WidgetEventMap[${quote(name)}]>;`,
  );
  lines.push(
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...CATALOGUE.map((def) => `    ${quote(def.tag)}: ${def.className};`),
    '  }',
    '  interface HTMLElementEventMap {',
    ...eventEntries,
    '  }',
    '  interface DocumentEventMap {',
    ...eventEntries,
    ...Object.keys(PAGE_EVENTS).map((name) => `    ${key(name)}: Event;`),
    '  }',
    '  interface WindowEventMap {',
    ...eventEntries,
    '  }',
    '}',
    '',
  );
  return lines.join('\n');
}

/** The name of a widget's attributes interface in widgets.d.ts (`ProductCardAttributes`). */
const attributesOf = (def: (typeof CATALOGUE)[number]) =>
  def.className.replace(/Element$/, 'Attributes');

/** A framework file's import of what it types from widgets.d.ts: each element and its attributes. */
const widgetTypeImports = () =>
  `import type { WidgetEventMap, WidgetEventName, ${CATALOGUE.flatMap((def) => [def.className, attributesOf(def)]).join(', ')} } from './widgets.js';`;

/**
 * `dist/widgets-react.d.ts`: the tags in React's JSX. A file of its own, so that a project
 * without React's types can use `widgets.d.ts` (an augmentation of 'react' needs them).
 */
export function renderReactTypes(): string {
  return [
    '// site-widgets: the custom elements in React JSX (needs @types/react).',
    '// Generated by scripts/manifest.ts from widgets/catalogue.ts; do not edit.',
    "import type * as React from 'react';",
    widgetTypeImports(),
    '',
    '/**',
    ' * The events a tag fires, as the `on<event>` props React 19 listens to on custom elements',
    ' * (`oncart-updated`). React attaches them when it renders the element, not when it hydrates',
    ' * server-rendered markup: there, listen with `addEventListener`.',
    ' */',
    'type WidgetEventProps<Name extends WidgetEventName> = {',
    '  [K in Name as `on${K}`]?: (event: CustomEvent<WidgetEventMap[K]>) => void;',
    '};',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...CATALOGUE.map(
      (def) =>
        `      ${quote(def.tag)}: React.DetailedHTMLProps<React.HTMLAttributes<${def.className}>, ${def.className}> & ${attributesOf(def)} & WidgetEventProps<${def.events.map(quote).join(' | ') || 'never'}>;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * `dist/widgets-vue.d.ts`: the tags in Vue 3 templates, as Vue's guide types custom elements not
 * built with Vue: a `GlobalComponents` entry whose instance is the element, with a `$props` that
 * Vue's language tools (vue-tsc, the editor) check the template against. A file of its own, as
 * the React one, so that `widgets.d.ts` needs no Vue types.
 */
export function renderVueTypes(): string {
  return [
    '// site-widgets: the custom elements in Vue 3 templates, for vue-tsc and editors (needs vue).',
    '// Generated by scripts/manifest.ts from widgets/catalogue.ts; do not edit.',
    "import type { HTMLAttributes, PublicProps } from 'vue';",
    widgetTypeImports(),
    '',
    "/** `'cart-updated'` → `'cartUpdated'`, as Vue camelizes names. */",
    'type Camelize<S extends string> = S extends `${infer Head}-${infer Tail}`',
    '  ? `${Head}${Capitalize<Camelize<Tail>>}`',
    '  : S;',
    '',
    '/**',
    " * A tag's attributes as a template gives them: Vue's language tools camelize `product-id` to",
    ' * `productId` (the property); a static attribute is text, a bound one (`:page-size="8"`) a value.',
    ' */',
    'type WidgetProps<Attributes> = { [K in keyof Attributes & string as Camelize<K>]?: Attributes[K] };',
    '',
    '/**',
    ' * The events a tag fires, as Vue compiles `@cart-updated` on a custom element: the prop',
    " * `onCartUpdated`, which Vue's runtime adds with `addEventListener('cart-updated')`.",
    ' */',
    'type WidgetEventProps<Name extends WidgetEventName> = {',
    '  [K in Name as `on${Capitalize<Camelize<K>>}`]?: (event: CustomEvent<WidgetEventMap[K]>) => void;',
    '};',
    '',
    'type VueWidget<Element extends HTMLElement, Attributes, Events extends WidgetEventName> = new () => Element & {',
    '  /** @deprecated Template type checking only: the element has no `$props` (a `ref` is the element). */',
    '  $props: HTMLAttributes & PublicProps & WidgetProps<Attributes> & WidgetEventProps<Events>;',
    '};',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...CATALOGUE.map(
      (def) =>
        `    ${quote(def.tag)}: VueWidget<${def.className}, ${attributesOf(def)}, ${def.events.map(quote).join(' | ') || 'never'}>;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The README's widget reference, in Markdown. */
export function renderReference(): string {
  const out: string[] = [
    'Every widget renders in an open shadow root, reflects `state="loading|ready|empty|error"` on',
    'its element (style it with `product-card[state="loading"]`), and is themed through `--sw-*`',
    'custom properties and `::part()`. The same reference, machine-readable, is in',
    '`dist/custom-elements.json` (Custom Elements Manifest), `dist/widgets.d.ts` (TypeScript: tag',
    'name map and event maps), `dist/widgets-react.d.ts` (the tags in React JSX) and',
    '`dist/widgets-vue.d.ts` (the tags in Vue templates), all generated from `widgets/catalogue.ts`.',
    '',
    'Attributes map to camelCase properties (`product-id` ↔ `productId`); setting either',
    're-renders the widget. Number attributes are parsed as numbers.',
    '',
    '### Custom properties',
    '',
    `Every widget reads ${BASE_CSS_PROPERTIES.map(code).join(', ')}; the others are read by the`,
    'widgets listed under each tag. Set them on the element or any ancestor.',
    '',
    '| custom property | default | meaning |',
    '| --- | --- | --- |',
    ...CSS_PROPERTIES.map(
      (p) => `| ${code(p.name)} | ${code(p.default)} | ${cell(p.description)} |`,
    ),
    '',
    `Parts every widget has: ${BASE_PARTS.map((p) => `${code(p.name)} (${p.description.replace(/\.$/, '').toLowerCase()})`).join(', ')}.`,
    '',
    '### Events',
    '',
    'Events bubble and are composed (listen on `document`); the payload is in `detail`:',
    '',
    '| event | detail | when |',
    '| --- | --- | --- |',
    ...(Object.keys(EVENTS) as WidgetEventName[]).map(
      (name) =>
        `| ${code(name)} | ${code(cell(EVENTS[name].detail))} | ${cell(EVENTS[name].description)} |`,
    ),
    '',
    'A page sends these to the widgets, as `document.dispatchEvent(new Event(name))`:',
    '',
    '| event | heard by | what it does |',
    '| --- | --- | --- |',
    ...Object.entries(PAGE_EVENTS).map(
      ([name, def]) =>
        `| ${code(name)} | ${code(`<${def.listener}>`)} | ${cell(def.description)} |`,
    ),
    '',
    'See [docs/events.md](docs/events.md) for the contract and examples.',
  ];
  for (const def of CATALOGUE) {
    if (def.family === 'runtime') continue;
    out.push('', `### \`<${def.tag}>\``, '', def.description, '');
    if (def.attributes.length) {
      out.push(
        '| attribute | property | type | default | meaning |',
        '| --- | --- | --- | --- | --- |',
      );
      for (const a of def.attributes) {
        out.push(
          `| ${code(a.name)} | ${code(a.property)} | ${code(cell(typeOf(a)))} | ${a.default ? code(a.default) : ''} | ${cell(a.description)} |`,
        );
      }
    } else {
      out.push('No attributes.');
    }
    out.push('');
    out.push(`Events: ${def.events.map(code).join(', ')}.`, '');
    out.push(`States: ${stateText(def)}`, '');
    const own = def.cssProperties.length ? def.cssProperties.map(code).join(', ') : 'none';
    out.push(`Custom properties beyond the shared ones: ${own}.`, '');
    const parts = partsOf(def).filter((p) => !BASE_PARTS.includes(p));
    out.push('| part | what |', '| --- | --- |');
    for (const p of parts) out.push(`| ${code(p.name)} | ${cell(p.description)} |`);
  }
  return out.join('\n');
}

const START = '<!-- widget-reference:start (generated by scripts/manifest.ts --readme) -->';
const END = '<!-- widget-reference:end -->';

/** The README with its reference section replaced by the generated one, formatted by Prettier. */
export async function withReference(readme: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers.`);
  const text = `${readme.slice(0, start)}${START}\n\n${renderReference()}\n\n${readme.slice(end)}`;
  const filepath = resolve(ROOT, 'README.md');
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}

async function main() {
  mkdirSync(resolve(ROOT, 'dist'), { recursive: true });
  writeFileSync(
    resolve(ROOT, 'dist/custom-elements.json'),
    `${JSON.stringify(buildManifest(), null, 2)}\n`,
  );
  writeFileSync(resolve(ROOT, 'dist/widgets.d.ts'), renderTypes());
  writeFileSync(resolve(ROOT, 'dist/widgets-react.d.ts'), renderReactTypes());
  writeFileSync(resolve(ROOT, 'dist/widgets-vue.d.ts'), renderVueTypes());
  if (process.argv.includes('--readme')) {
    const path = resolve(ROOT, 'README.md');
    writeFileSync(path, await withReference(readFileSync(path, 'utf8')));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
