/**
 * The snippet builder (demo/site/builder.html): pick a widget from the catalogue, set its
 * attributes from the sandbox's real products, collections and events, see it live, copy the
 * snippet (script tag, `<site-config>` and the widget) to paste into any page.
 */
import { CATALOGUE, type AttributeDef, type WidgetDef } from '../../../../../widgets/catalogue';
import { demoPlatform, type Choice, type ProductChoice } from '../../platform';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const tagSelect = $<HTMLSelectElement>('tag');
const description = $<HTMLParagraphElement>('tag-description');
const fields = $<HTMLDivElement>('attribute-fields');
const preview = $<HTMLDivElement>('preview');
const snippet = $<HTMLTextAreaElement>('snippet');
const copy = $<HTMLButtonElement>('copy');
const copyStatus = $<HTMLParagraphElement>('copy-status');
const problems = $<HTMLUListElement>('preview-problems');

const widgets = CATALOGUE.filter((def) => def.family !== 'runtime');
const platform = demoPlatform();
const data = Promise.all([platform.products(), platform.collections(), platform.events()]);
let products: ProductChoice[] = [];
let collections: Choice[] = [];
let events: Choice[] = [];

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Where an attribute's values come from in the sandbox, if anywhere. */
function sourceOf(attribute: AttributeDef, values: Record<string, string>): Choice[] | null {
  const [kind, key] = attribute.name.split('-') as [string, string | undefined];
  const by = (list: Choice[]) =>
    list.map((entry) => ({ ...entry, id: key === 'slug' ? entry.slug : entry.id }));
  // `product-id`, `collection-slug`, `event-slug`: not `product-page` or `event-page`.
  if (key !== 'id' && key !== 'slug') return null;
  if (kind === 'product') return by(products);
  if (kind === 'collection') return by(collections);
  if (kind === 'event') return by(events);
  if (attribute.name === 'variant-id') {
    const product = products.find(
      (entry) => entry.id === values['product-id'] || entry.slug === values['product-slug'],
    );
    return (product?.variants ?? []).map((variant) => ({
      id: variant.id,
      slug: variant.id,
      name: variant.label,
    }));
  }
  return null;
}

/** The manifest's `code` spans as <code>, the rest as text: its descriptions are Markdown. */
function withCode(markdown: string): Node[] {
  return markdown.split('`').map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

function option(value: string, label: string, selected: boolean): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  element.selected = selected;
  return element;
}

/** The form for one widget's attributes, keeping the values chosen so far. */
function renderFields(def: WidgetDef, values: Record<string, string>) {
  fields.replaceChildren();
  for (const attribute of def.attributes) {
    const id = `attr-${attribute.name}`;
    const wrapper = document.createElement('div');
    wrapper.className = 'builder-field';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.innerHTML = `<code>${attribute.name}</code>`;
    const hint = document.createElement('span');
    hint.className = 'builder-hint';
    hint.id = `${id}-hint`;
    hint.append(...withCode(attribute.description));
    const choices = sourceOf(attribute, values);
    let input: HTMLInputElement | HTMLSelectElement;
    const value = values[attribute.name] ?? '';
    if (choices || attribute.values) {
      input = document.createElement('select');
      input.append(option('', '(not set)', !value));
      for (const choice of choices ?? [])
        input.append(option(choice.id, choice.name, choice.id === value));
      for (const known of attribute.values ?? [])
        input.append(option(known, known, known === value));
      input.disabled = Boolean(choices && !choices.length);
    } else {
      input = document.createElement('input');
      input.type = attribute.type === 'number' ? 'number' : 'text';
      if (attribute.type === 'number') input.min = '1';
      input.placeholder = attribute.default ?? '';
      input.value = value;
    }
    input.id = id;
    input.name = attribute.name;
    input.setAttribute('aria-describedby', hint.id);
    input.addEventListener('change', update);
    wrapper.append(label, input, hint);
    fields.append(wrapper);
  }
  if (!def.attributes.length) fields.textContent = 'This widget has no attributes.';
}

const currentDef = () => widgets.find((def) => def.tag === tagSelect.value) ?? widgets[0]!;

function currentValues(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of fields.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]')) {
    if (input.value.trim()) values[input.name] = input.value.trim();
  }
  return values;
}

function widgetHtml(def: WidgetDef, values: Record<string, string>): string {
  const attributes = def.attributes
    .filter((attribute) => values[attribute.name])
    .map((attribute) => ` ${attribute.name}="${escape(values[attribute.name]!)}"`)
    .join('');
  return `<${def.tag}${attributes}></${def.tag}>`;
}

/** The page's own script and config: the snippet works on any other page as it is. */
function pageHead(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src$="/widgets.js"]')?.src;
  const config = document.querySelector('site-config');
  const attributes = ['client-id', 'api-base', 'locale', 'currency']
    .filter((name) => config?.getAttribute(name))
    .map((name) => ` ${name}="${escape(config!.getAttribute(name)!)}"`)
    .join('');
  return `<script src="${escape(script ?? '')}"></script>\n<site-config${attributes}></site-config>`;
}

/**
 * `product-id` and `product-slug` (and the others' pairs) name one thing two ways, and the
 * widget takes the id when it has both: picking one drops the other, so the snippet and the
 * preview show what was picked.
 */
function dropAlternative(changed: HTMLInputElement | HTMLSelectElement) {
  const [kind, key] = changed.name.split('-');
  const other = { id: 'slug', slug: 'id' }[key ?? ''];
  const sibling = other && fields.querySelector<HTMLSelectElement>(`[name="${kind}-${other}"]`);
  if (changed.value && sibling) sibling.value = '';
}

function update(event?: Event) {
  if (event?.target instanceof HTMLInputElement || event?.target instanceof HTMLSelectElement) {
    dropAlternative(event.target);
  }
  const def = currentDef();
  const values = currentValues();
  // The variant list follows the product (products with as many variants have other ones).
  if (def.attributes.some((attribute) => attribute.name === 'variant-id')) {
    const before = fields.querySelector<HTMLSelectElement>('[name="variant-id"]');
    const choices = sourceOf({ name: 'variant-id' } as AttributeDef, values) ?? [];
    const shown = [...(before?.options ?? [])].map((entry) => entry.value).filter(Boolean);
    if (before && shown.join('\n') !== choices.map((choice) => choice.id).join('\n')) {
      renderFields(def, values);
    }
    if (before && !choices.some((choice) => choice.id === values['variant-id'])) {
      delete values['variant-id'];
    }
  }
  const html = widgetHtml(def, values);
  if (preview.innerHTML !== html) {
    problems.replaceChildren();
    preview.innerHTML = html;
  }
  snippet.value = `${pageHead()}\n${html}\n`;
  copyStatus.textContent = '';
}

/** A sensible start: the first product, collection or event the widget can take. */
function startingValues(def: WidgetDef): Record<string, string> {
  const first = def.attributes.find((attribute) => sourceOf(attribute, {})?.length);
  const choice = first ? sourceOf(first, {})![0] : undefined;
  return first && choice ? { [first.name]: choice.id } : {};
}

function selectWidget() {
  const def = currentDef();
  description.replaceChildren(...withCode(def.description));
  renderFields(def, startingValues(def));
  update();
}

// What the previewed widget reports of its settings (`widget-error`): some bad values (a
// `page-size` of 0) only make it fall back to a default, which the preview alone would not show.
preview.addEventListener('widget-error', (event) => {
  const { message } = (event as CustomEvent<{ message: string }>).detail;
  if ([...problems.children].some((item) => item.textContent === message)) return;
  const item = document.createElement('li');
  item.textContent = message;
  problems.append(item);
});

copy.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.value);
    copyStatus.textContent = 'Copied. Paste it into any page.';
  } catch {
    snippet.focus();
    snippet.select();
    copyStatus.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
  }
});

for (const def of widgets) tagSelect.append(option(def.tag, `<${def.tag}>`, false));
tagSelect.addEventListener('change', selectWidget);

void data.then(
  ([productList, collectionList, eventList]) => {
    products = productList;
    collections = collectionList;
    events = eventList;
    const wanted = new URLSearchParams(location.search).get('tag');
    tagSelect.value = wanted && widgets.some((def) => def.tag === wanted) ? wanted : 'product-card';
    tagSelect.disabled = false;
    copy.disabled = false;
    selectWidget();
    document.body.dataset.builder = 'ready';
  },
  (error: unknown) => {
    description.textContent = `Could not read the sandbox: ${String(error)}`;
  },
);
