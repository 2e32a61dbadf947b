import { useMemo } from 'react';
import { useSiteConfig } from '../data/use-platform';

/** `{name}` placeholders filled from `values`; unknown placeholders stay as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

type Messages<K extends string> = { en: Record<K, string> } & Partial<
  Record<string, Partial<Record<K, string>>>
>;

export type Translate<K extends string> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

/** The message table for a locale: its language's, falling back to English key by key. */
export function translator<K extends string>(messages: Messages<K>, locale: string): Translate<K> {
  const language = locale.split('-')[0]!.toLowerCase();
  const table: Partial<Record<K, string>> = messages[language] ?? {};
  return (key, values) => fill(table[key] ?? messages.en[key], values);
}

/**
 * UI text per family, in English and German so far, chosen by `<site-config locale>`.
 * `const useText = defineMessages({ en: {...}, de: {...} })`, then `const t = useText()`.
 */
export function defineMessages<K extends string>(messages: Messages<K>): () => Translate<K> {
  return function useText() {
    const { locale } = useSiteConfig();
    return useMemo(() => translator(messages, locale), [locale]);
  };
}
