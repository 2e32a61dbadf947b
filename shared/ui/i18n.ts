import { use } from 'react';
import { useSiteLocale } from './locale';
import { formatNumber } from './format';

/** `{name}` placeholders filled from `values`; unknown placeholders stay as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type Table<K extends string> = Partial<Record<K, string>>;

/** Per language, a dynamic import of its table: `{ de: () => import('./text.de') }`. */
export type Loaders<K extends string> = Partial<
  Record<string, () => Promise<{ default: Table<K> }>>
>;

export type Translate<K extends string> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

export interface TextHook<K extends string> {
  (): Translate<K>;
  /** Starts loading `language` (once); undefined when it has no table (English is inline). */
  load(language: string): Promise<unknown> | undefined;
}

/** "de-AT" → "de". */
export const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** A language's table over English, key by key. */
export const translator =
  <K extends string>(en: Record<K, string>, table: Table<K> = {}): Translate<K> =>
  (key, values) =>
    fill(table[key] ?? en[key], values);

/** Every family's text hook defined so far. */
const hooks: TextHook<string>[] = [];
/** Languages a widget on the page has asked for. */
const requested = new Set<string>();

/**
 * The first widget asking for a language starts every family's table of it loading at once,
 * so a widget whose parts use two tables (its family's and the shared UI's) does not wait for
 * one, then the other. Families whose chunks arrive later start theirs when defined.
 */
function request(language: string): void {
  if (requested.has(language)) return;
  requested.add(language);
  for (const hook of hooks) void hook.load(language);
}

/**
 * UI text of one family, chosen by `<site-config locale>`. English is inline (the fallback);
 * other languages load on demand, one import per family and language however many widgets ask:
 * `const useText = defineMessages({ ... }, { de: () => import('./text.de') })`, then
 * `const t = useText()`. Until the table has arrived the widget suspends (its skeleton shows),
 * so English never flashes into German. A table that fails to load leaves English.
 */
export function defineMessages<K extends string>(
  en: Record<K, string>,
  loaders: Loaders<NoInfer<K>> = {},
): TextHook<K> {
  const tables: Record<string, Table<K>> = {};
  const loading: Record<string, Promise<unknown>> = {};
  // One translate function per language for every widget: a page of cards makes none per card.
  const translators: Record<string, Translate<K>> = {};
  const load = (language: string) => {
    const loader = loaders[language];
    // Marked fulfilled the way React reads a thenable: use() then returns at once, no suspense.
    return loader
      ? (loading[language] ??= loader()
          .catch(() => ({ default: {} }))
          .then((module) => {
            tables[language] = module.default;
            Object.assign(loading[language]!, { status: 'fulfilled' });
          }))
      : undefined;
  };
  const useText = () => {
    const language = languageOf(useSiteLocale().locale);
    request(language);
    const pending = load(language);
    if (pending) use(pending); // always, loaded or not: React wants the same use() calls
    // Reached only once the language's table (if it has one) has arrived: use() suspends before.
    return (translators[language] ??= translator(en, tables[language]));
  };
  useText.load = load;
  hooks.push(useText as TextHook<string>);
  for (const language of requested) void load(language);
  return useText;
}

/** "1 item" / "3 items": the count's plural category in the locale picks the text. */
export const plural = (
  locale: string,
  count: number,
  forms: { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>,
) =>
  fill(forms[new Intl.PluralRules(locale).select(count)] ?? forms.other, {
    count: formatNumber(count, locale),
  });
