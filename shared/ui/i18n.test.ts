import { expect, it } from 'vitest';
import { fill, translator } from './i18n';

const messages = {
  en: { add: 'Add to cart', added: '{name} added to cart.' },
  de: { add: 'In den Warenkorb' },
};

it('picks the language of the locale and falls back to English key by key', () => {
  const german = translator(messages, 'de-AT');
  expect(german('add')).toBe('In den Warenkorb');
  expect(german('added', { name: 'Tee' })).toBe('Tee added to cart.');
  expect(translator(messages, 'fr-FR')('add')).toBe('Add to cart');
});

it('fills placeholders and leaves unknown ones visible', () => {
  expect(fill('{n} of {total}', { n: 2 })).toBe('2 of {total}');
});
