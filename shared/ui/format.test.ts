import { expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

it('formats money in the locale and currency, from numbers or decimal strings', () => {
  expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
  expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  expect(formatMoney('NaN', 'USD', 'en-US')).toBe('');
});

it('still shows an amount with an unknown currency code', () => {
  expect(formatMoney(5, 'XX1', 'en-US')).toBe('5.00 XX1');
});

it('formats dates in a time zone and ignores invalid ones', () => {
  expect(
    formatDateTime('2026-07-04T18:00:00Z', 'en-US', {
      timeZone: 'America/New_York',
      timeStyle: 'short',
    }),
  ).toBe('2:00 PM');
  expect(formatDateTime('not a date', 'en-US')).toBe('');
});
