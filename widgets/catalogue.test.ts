// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BASE_CSS_PROPERTIES,
  CATALOGUE,
  CSS_PROPERTIES,
  EVENTS,
  PAGE_EVENTS,
  partsOf,
  propsOf,
  type WidgetDef,
} from './catalogue';
import { FAMILY_TAGS, type Family } from './tags';
import { TOKEN_DEFAULTS } from '../shared/element/tokens';
import { u } from './box-unit';
import { CARD, LIST } from './product/boxes';
import { OPEN_CART_EVENT } from './cart/cart-drawer';
import { pageSizeOf as productPageSize } from './product/product-list-skeleton';
import { pageSizeOf as eventPageSize } from './event-tickets/event-list-skeleton';
import { headingLevel } from '../shared/ui/heading';
import { wholeQuantity } from './cart/add-to-cart';

const ROOT = resolve(import.meta.dirname, '..');

/** What each family's index.ts passes to defineWidget, captured instead of defining elements. */
const defined = vi.hoisted(() => new Map<string, Record<string, string>>());
vi.mock('../shared/element', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startRuntime: () => {},
  defineWidget: (
    tag: string,
    _component: unknown,
    options: { props?: Record<string, string> } = {},
  ) => {
    defined.set(tag, { ...options.props });
  },
}));

const families = Object.keys(FAMILY_TAGS) as Family[];
const widgets = CATALOGUE.filter(
  (def): def is WidgetDef & { family: Family } => def.family !== 'runtime',
);

/** Files of a folder, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const source = (dir: string, pattern: RegExp) =>
  filesIn(resolve(ROOT, dir))
    .filter((file) => pattern.test(file) && !/\.test\.|test-support|test-fixtures/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** Every literal `part="a b"` name in components. */
const partsIn = (text: string) =>
  new Set([...text.matchAll(/part="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)));

/**
 * The `--sw-*` properties a text reads and never sets: the theming ones. Styles read them as
 * their private `--_sw-*` copies (shared/element/tokens.ts), so `var(--_sw-x)` counts as
 * reading `--sw-x`; the inputs' `--_sw-input-border` reads `--sw-color-border`. Properties the
 * widgets set themselves for their own calculations are internal, and so are the reserved
 * boxes' (`--_sw-r-*`), which the loader sets too (`--_sw-r-image`).
 */
function cssVarsIn(text: string): Set<string> {
  const declared = new Set([...text.matchAll(/(--sw-[a-z0-9-]+)\s*:/g)].map((match) => match[1]!));
  const direct = (text.match(/(?<!_)--sw-[a-z0-9-]+/g) ?? []).filter((name) => !declared.has(name));
  const viaTokens = [...text.matchAll(/var\(--_sw-(?!r-)([a-z0-9-]+)/g)].map((match) =>
    match[1] === 'input-border' ? '--sw-color-border' : `--sw-${match[1]}`,
  );
  return new Set([...direct, ...viaTokens]);
}

describe('the widget catalogue', () => {
  beforeAll(async () => {
    for (const family of families) await import(`./${family}/index.ts`);
  });

  it('lists exactly the tags of tags.ts, in their families, plus <site-config>', () => {
    expect(CATALOGUE.map((def) => def.tag).sort()).toEqual(
      [...Object.values(FAMILY_TAGS).flat(), 'site-config'].sort(),
    );
    for (const def of widgets) {
      expect(FAMILY_TAGS[def.family] as readonly string[]).toContain(def.tag);
    }
  });

  it.each(widgets.map((def) => [def.tag, def] as const))(
    '<%s> attributes are its defineWidget props',
    (tag, def) => {
      expect(defined.has(tag)).toBe(true);
      expect(propsOf(def)).toEqual(defined.get(tag));
      for (const attribute of def.attributes) {
        const kebab = attribute.property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(attribute.name).toBe(kebab);
      }
    },
  );

  it('describes every event each widget names', () => {
    for (const def of CATALOGUE) {
      for (const event of def.events) expect(EVENTS[event]).toBeDefined();
    }
  });

  it.each(families)('names every part the %s family renders, and only those', (family) => {
    const rendered = partsIn(source(`widgets/${family}`, /\.tsx$/));
    const shared = partsIn(source('shared', /\.tsx$/));
    const documented = new Set(
      widgets
        .filter((def) => def.family === family)
        .flatMap((def) => partsOf(def).map((p) => p.name)),
    );
    // `image` is passed to ProductImage as a prop; Notify me loads the back-in-stock form
    // (widgets/product/request-form.ts), whose parts are then the card's or product page's.
    const product =
      family === 'product'
        ? ['image', ...partsIn(source('widgets/back-in-stock', /back-in-stock-form\.tsx$/))]
        : [];
    for (const name of rendered) expect(documented, `part "${name}"`).toContain(name);
    for (const name of documented) {
      expect(
        rendered.has(name) || shared.has(name) || product.includes(name),
        `part "${name}"`,
      ).toBe(true);
    }
  });

  it('gives <event-list> the events and parts of the <event-tickets> flow its dialog shows', () => {
    // Without an event page, Tickets opens EventTicketsPanel in a dialog inside event-list's
    // shadow root: its events come from <event-list> and `event-list::part(reserve)` styles it.
    const list = CATALOGUE.find((def) => def.tag === 'event-list')!;
    const tickets = CATALOGUE.find((def) => def.tag === 'event-tickets')!;
    expect(list.events).toEqual(expect.arrayContaining([...tickets.events]));
    const inList = partsOf(list).map((p) => p.name);
    for (const { name } of partsOf(tickets)) {
      if (name !== 'external-link') expect(inList, `part "${name}"`).toContain(name);
    }
  });

  it.each(['product-card', 'product-list', 'product-details'])(
    'gives <%s> the event and parts of the back-in-stock form its Notify me shows',
    (tag) => {
      const def = CATALOGUE.find((entry) => entry.tag === tag)!;
      const form = CATALOGUE.find((entry) => entry.tag === 'back-in-stock')!;
      expect(def.events).toContain('back-in-stock-requested');
      const names = partsOf(def).map((p) => p.name);
      for (const { name } of partsOf(form)) expect(names, `part "${name}"`).toContain(name);
    },
  );

  it.each(families)('names every --sw-* property the %s family reads', (family) => {
    const read = cssVarsIn(source(`widgets/${family}`, /\.styles\.ts$/));
    const documented = new Set<string>(BASE_CSS_PROPERTIES);
    for (const def of widgets.filter((entry) => entry.family === family)) {
      for (const name of def.cssProperties) documented.add(name);
    }
    for (const name of read) expect(documented, name).toContain(name);
  });

  it('counts what the shared styles read (buttons, inputs, notices) as read by every widget', () => {
    // Every family adopts shared/ui's uiCss and shared/element's baseCss: a disabled button's
    // muted surface and text show in any widget, so they are not one tag's properties.
    const read = cssVarsIn(
      source('shared/ui', /styles\.ts$/) + source('shared/element', /styles\.ts$/),
    );
    for (const name of read) expect(BASE_CSS_PROPERTIES as readonly string[], name).toContain(name);
  });

  it('gives every --sw-* property in the code a default and a description', () => {
    const everywhere = cssVarsIn(source('widgets', /\.ts$/) + source('shared', /\.tsx?$/));
    const known = new Set(CSS_PROPERTIES.map((property) => property.name));
    for (const name of everywhere) expect(known, name).toContain(name);
    for (const def of widgets) {
      for (const name of def.cssProperties) expect(known, name).toContain(name);
    }
  });

  it('reads every style token from the one table, whose defaults the reference shows', () => {
    const read = cssVarsIn(source('widgets', /\.styles\.ts$/) + source('shared/ui', /\.ts$/));
    const tokens = Object.keys(TOKEN_DEFAULTS).map((name) => `--sw-${name}`);
    for (const name of read) expect(tokens, name).toContain(name);
    for (const [name, value] of Object.entries(TOKEN_DEFAULTS)) {
      const shown = CSS_PROPERTIES.find((p) => p.name === `--sw-${name}`)?.default;
      // An alias (`var(--sw-old-name,#52525b)`) shows the value it ends in.
      expect(value === shown || value.endsWith(`,${shown})`), `${name}: ${shown}`).toBe(true);
    }
  });

  it('keeps the card and grid token defaults equal to the boxes the product family reserves', () => {
    expect(TOKEN_DEFAULTS['card-padding']).toBe(`${CARD.padding}em`);
    expect(TOKEN_DEFAULTS['card-min-width']).toBe(`${LIST.cardMinWidth}px`);
    expect(TOKEN_DEFAULTS['grid-gap']).toBe(`${LIST.gridGap}em`);
    expect(u(1)).toContain(`var(--sw-font-size, ${TOKEN_DEFAULTS['font-size']})`);
  });

  it('documents the events a page sends, heard by tags that exist', () => {
    expect(Object.keys(PAGE_EVENTS)).toContain(OPEN_CART_EVENT);
    for (const { listener } of Object.values(PAGE_EVENTS)) {
      expect(widgets.map((def) => def.tag)).toContain(listener);
    }
  });

  it("gives every number attribute a range, and the lists' and headings' the ones their widgets take", () => {
    const numbers = CATALOGUE.flatMap((def) =>
      def.attributes.filter((a) => a.type === 'number').map((a) => ({ tag: def.tag, ...a })),
    );
    expect(numbers.filter((a) => !(a.min! <= a.max!)).map((a) => `${a.tag} ${a.name}`)).toEqual([]);
    // What each widget shows for a value: the value itself when it takes it.
    const shown: Record<string, (value: number, usual: number) => number> = {
      'product-list page-size': productPageSize,
      'event-list page-size': eventPageSize,
      'add-to-cart quantity': wholeQuantity,
      'heading-level': headingLevel,
    };
    const checked = numbers.filter((a) => shown[`${a.tag} ${a.name}`] ?? shown[a.name]);
    expect(checked.length).toBeGreaterThan(3);
    for (const { tag, name, min, max, default: usual } of checked) {
      const show = (value: number) =>
        (shown[`${tag} ${name}`] ?? shown[name]!)(value, Number(usual));
      const takes = (value: number) => show(value) === value;
      // And its description says what a value outside the range shows instead.
      const { description } = CATALOGUE.find((def) => def.tag === tag)!.attributes.find(
        (a) => a.name === name,
      )!;
      for (const value of [min! - 1, max! + 1, min! + 0.5]) {
        expect(description, `${tag} ${name}=${value}`).toMatch(new RegExp(`\\b${show(value)}\\b`));
      }
      expect([min! - 1, min!, max!, max! + 1].map(takes), `${tag} ${name}`).toEqual([
        false,
        true,
        true,
        false,
      ]);
    }
  });
});
