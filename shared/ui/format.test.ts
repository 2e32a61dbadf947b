import { expect, it } from 'vitest';
import { formatMoney } from './format';

it('formats money in the locale and currency, from numbers or decimal strings', () => {
  expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
  expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  expect(formatMoney('NaN', 'USD', 'en-US')).toBe('');
});

it('still shows an amount with an unknown currency code', () => {
  expect(formatMoney(5, 'XX1', 'en-US')).toBe('5.00 XX1');
});
