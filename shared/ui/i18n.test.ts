// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { createElement as h, Fragment, Suspense, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { defineMessages, fill, languageOf, plural, translator } from './i18n';

/** What defineWidget does around every widget: its fallback while it suspends. */
const suspending =
  (Component: () => ReactNode, fallback: ReactNode = null) =>
  () =>
    h(Suspense, { fallback }, h(Component));

let locale = 'de-DE';
vi.mock('./locale', () => ({ useSiteLocale: () => ({ locale }) }));

const en = { add: 'Add to cart', added: '{name} added to cart.' };

it('puts a language table over English, key by key', () => {
  const german = translator(en, { add: 'In den Warenkorb' });
  expect(german('add')).toBe('In den Warenkorb');
  expect(german('added', { name: 'Tee' })).toBe('Tee added to cart.');
  expect(translator(en)('add')).toBe('Add to cart');
  expect(languageOf('de-AT')).toBe('de');
});

it('fills placeholders and leaves unknown ones visible', () => {
  expect(fill('{n} of {total}', { n: 2 })).toBe('2 of {total}');
});

it('picks the plural form of the locale and formats the count', () => {
  const forms = { one: '{count} item', other: '{count} items' };
  expect(plural('en-US', 1, forms)).toBe('1 item');
  expect(plural('en-US', 3, forms)).toBe('3 items');
  expect(plural('de-DE', 1000, { one: '{count} Artikel', other: '{count} Artikel' })).toBe(
    '1.000 Artikel',
  );
});

it('loads a language once, shows the fallback meanwhile, then the language', async () => {
  let resolve!: (table: { default: { add: string } }) => void;
  const loader = vi.fn(() => new Promise<{ default: { add: string } }>((r) => (resolve = r)));
  const useText = defineMessages(en, { de: loader });
  const Button = () => h('button', null, useText()('add'));
  const Widget = suspending(Button, h('p', null, 'loading'));
  locale = 'de-DE';
  await act(async () => {
    render(h(Fragment, null, h(Widget), h(Widget)));
  });
  expect(screen.getAllByText('loading')).toHaveLength(2);
  expect(screen.queryByText('Add to cart')).toBeNull(); // no English flash
  await act(async () => resolve({ default: { add: 'In den Warenkorb' } }));
  await act(async () => {});
  expect(await screen.findAllByText('In den Warenkorb')).toHaveLength(2);
  expect(loader).toHaveBeenCalledTimes(1);
});

it('shows English at once where the language has no table, and after a failed load', async () => {
  const useText = defineMessages(en, { de: () => Promise.reject(new Error('offline')) });
  const Widget = suspending(() => h('span', null, useText()('add')));
  locale = 'fr-FR';
  const { unmount } = render(h(Widget));
  expect(screen.getByText('Add to cart')).toBeTruthy();
  unmount();
  locale = 'de-DE';
  await act(async () => {
    render(h(Widget));
  });
  expect(await screen.findByText('Add to cart')).toBeTruthy();
});

it("starts every family's table of a language with the first widget asking, and later families' at once", async () => {
  const shared = vi.fn(() => Promise.resolve({ default: { add: 'Hinzufügen' } }));
  const family = vi.fn(() => Promise.resolve({ default: { add: 'In den Warenkorb' } }));
  defineMessages(en, { nl: shared });
  const useFamilyText = defineMessages(en, { nl: family });
  locale = 'nl-NL';
  expect(shared).not.toHaveBeenCalled();
  await act(async () => {
    render(h(suspending(() => h('span', null, useFamilyText()('add')))));
  });
  // The widget used only its family's table; the shared one was fetched alongside, not after.
  expect(shared).toHaveBeenCalledTimes(1);
  expect(family).toHaveBeenCalledTimes(1);
  const late = vi.fn(() => Promise.resolve({ default: {} }));
  defineMessages(en, { nl: late, ja: late });
  expect(late).toHaveBeenCalledTimes(1);
});
