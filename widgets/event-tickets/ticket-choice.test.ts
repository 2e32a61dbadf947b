import { translator } from '../../shared/ui';
import { describe, expect, it } from 'vitest';
import {
  donationProblem,
  maxQuantity,
  minDonation,
  orderFull,
  orderLimitOf,
  saleState,
  ticketQuantitiesOf,
  typedMinimum,
} from './ticket-choice';
import { decimalsOf } from './event-money';
import type { EventDetails, MoneyValue, Ticket } from './types';

const ticket = (extra: Partial<Ticket> = {}): Ticket => ({
  id: 't1',
  name: 'GA',
  saleStatus: 'SALE_STARTED',
  limitPerCheckout: 6,
  ...extra,
});
const donation = ticket({
  id: 't2',
  pricing: { pricingType: 'DONATION', minPrice: { amount: '5.00' } },
});
const money = (n: number) => `$${n.toFixed(2)}`;

describe('maxQuantity', () => {
  it('is the checkout limit, which the platform caps by what is left', () => {
    expect(maxQuantity(ticket())).toBe(6);
    expect(maxQuantity(ticket({ limitPerCheckout: 2 }))).toBe(2);
  });

  it('is never more than the room the order has left', () => {
    const big = ticket({ limitPerCheckout: 20 });
    expect(maxQuantity(big)).toBe(20);
    expect(maxQuantity(big, 5)).toBe(5);
    expect(maxQuantity(ticket(), 5)).toBe(5); // its own limit, 6, is not the stop
    expect(maxQuantity(ticket(), 6)).toBe(6);
    expect(maxQuantity(ticket({ limitPerCheckout: 2 }), 5)).toBe(2);
    expect(maxQuantity(big, 0)).toBe(0);
    expect(maxQuantity(big, -1)).toBe(0);
  });

  it('is zero when sold out or not on sale', () => {
    expect(maxQuantity(ticket({ limitPerCheckout: 0 }))).toBe(0);
    expect(maxQuantity(ticket({ saleStatus: 'SALE_SCHEDULED' }))).toBe(0);
    expect(maxQuantity(ticket({ saleStatus: 'SALE_ENDED' }))).toBe(0);
  });
});

describe('saleState', () => {
  // The fields the SDK's orders.TicketDefinition declares; a visitor gets no counts.
  it('reads a ticket on sale with a per-checkout limit of 0 as sold out', () => {
    expect(saleState(ticket({ limitPerCheckout: 0 }))).toBe('SOLD_OUT');
    expect(saleState(ticket({ limitPerCheckout: undefined }))).toBe('SOLD_OUT');
    expect(saleState(ticket({ limitPerCheckout: 1 }))).toBe('SALE_STARTED');
  });

  it('says a sale not running is not running, whatever its limit', () => {
    expect(saleState(ticket({ saleStatus: 'SALE_SCHEDULED', limitPerCheckout: 0 }))).toBe(
      'SALE_SCHEDULED',
    );
    expect(saleState(ticket({ saleStatus: 'SALE_ENDED', limitPerCheckout: 0 }))).toBe('SALE_ENDED');
  });

  it('no longer reads the fields the SDK does not declare', () => {
    const stale = { ...ticket(), soldOut: true, remaining: 0 } as Ticket;
    expect(saleState(stale)).toBe('SALE_STARTED');
    expect(maxQuantity(stale)).toBe(6);
  });
});

describe('donationProblem', () => {
  it('accepts amounts from the minimum', () => {
    expect(donationProblem(donation, '5', money)).toBeUndefined();
    expect(donationProblem(donation, '12.5', money)).toBeUndefined();
  });

  it('explains what is wrong, naming the ticket', () => {
    expect(donationProblem(donation, '', money)).toBe('Enter the amount you want to pay for GA.');
    expect(donationProblem(donation, 'abc', money)).toBe(
      'Enter the amount for GA as a number, like 12.50.',
    );
    expect(donationProblem(donation, '4.99', money)).toBe('The minimum for GA is $5.00.');
  });

  it('names the ticket in German too', async () => {
    const { default: de } = await import('./text.de');
    expect(donationProblem(donation, '', money, translator(de), 'de-DE')).toBe(
      'Geben Sie den Betrag ein, den Sie für GA zahlen möchten.',
    );
  });
});

describe('ticketQuantitiesOf', () => {
  it('sends chosen lines only, donations with their amount', () => {
    expect(ticketQuantitiesOf([ticket(), donation], { t1: 0, t2: 2 }, { t2: '7.5' })).toEqual([
      { ticketDefinitionId: 't2', quantity: 2, priceOverride: '7.50' },
    ]);
    expect(ticketQuantitiesOf([ticket()], { t1: 3 }, {})).toEqual([
      { ticketDefinitionId: 't1', quantity: 3 },
    ]);
  });
});

describe('minDonation', () => {
  it('reads the amount as the official SDK does: value, else the older amount', () => {
    const from = (minPrice: MoneyValue) =>
      ticket({ pricing: { pricingType: 'DONATION', minPrice } });
    expect(minDonation(from({ value: '5.00', currency: 'USD' }))).toBe(5);
    expect(minDonation(from({ amount: '4.00', currency: 'USD' }))).toBe(4);
    expect(minDonation(from({ value: '6.00', amount: '6.00' }))).toBe(6);
  });
});

describe('typedMinimum', () => {
  it("starts the amount at the minimum with its cents, in the page's decimal mark, and takes it back", () => {
    const from = ticket({ pricing: { pricingType: 'DONATION', minPrice: { value: '2.50' } } });
    expect(typedMinimum(from, 'en-US')).toBe('2.50');
    expect(typedMinimum(from, 'de-DE')).toBe('2,50');
    expect(typedMinimum(donation, 'de-DE')).toBe('5,00');
    // What it writes is an amount the check accepts, and the reservation sends the same price.
    expect(donationProblem(from, typedMinimum(from, 'de-DE'), money)).toBeUndefined();
    expect(ticketQuantitiesOf([from], { t1: 1 }, { t1: typedMinimum(from, 'de-DE') })).toEqual([
      { ticketDefinitionId: 't1', quantity: 1, priceOverride: '2.50' },
    ]);
  });
});

describe('orderLimitOf', () => {
  const event = (ticketLimitPerOrder?: number): EventDetails => ({
    id: 'e',
    title: 'E',
    registration: { tickets: { ticketLimitPerOrder } },
  });

  // The SDK's TicketsRegistration.ticketLimitPerOrder: "Default: 20 tickets", @max 50.
  it("is the event's tickets per order, 20 when it does not say", () => {
    expect(orderLimitOf(event(4))).toBe(4);
    expect(orderLimitOf(event(50))).toBe(50);
    expect(orderLimitOf(event())).toBe(20);
    expect(orderLimitOf({ id: 'e', title: 'E' })).toBe(20);
  });

  it('is never more than the 50 guests a checkout takes', () => {
    expect(orderLimitOf(event(80))).toBe(50);
  });
});

describe('orderFull', () => {
  const a = ticket({ id: 'a', limitPerCheckout: 20 });
  const b = ticket({ id: 'b', limitPerCheckout: 20 });

  it('is said when the order, not a ticket of its own, stops another ticket', () => {
    expect(orderFull([a, b], { a: 12, b: 8 }, 20, 20)).toBe(true);
    expect(orderFull([a, b], { a: 12, b: 7 }, 19, 20)).toBe(false);
    expect(orderFull([a, b], { a: 2, b: 1 }, 3, 3)).toBe(true);
  });

  it('is not said when every type is at its own limit anyway', () => {
    const c = ticket({ id: 'c', limitPerCheckout: 10 });
    const gone = ticket({ id: 'd', limitPerCheckout: 0 });
    expect(orderFull([a, c, gone], { a: 20, c: 10 }, 30, 30)).toBe(false);
  });
});

describe('currencies without two decimals', () => {
  const inCurrency = (currency: string, min: string) =>
    ticket({
      id: 'd',
      price: { amount: '0', value: '0', currency },
      pricing: { pricingType: 'DONATION', minPrice: { value: min, currency } },
    });
  const yen = inCurrency('JPY', '500');
  const dinar = inCurrency('KWD', '1.250');

  it('knows how many digits each has, from Intl', () => {
    expect([decimalsOf('USD'), decimalsOf('JPY'), decimalsOf('KWD')]).toEqual([2, 0, 3]);
    expect(decimalsOf('not a code')).toBe(2);
  });

  it('types, checks and sends yen without cents', () => {
    expect(typedMinimum(yen, 'en-US')).toBe('500');
    expect(typedMinimum(yen, 'de-DE')).toBe('500');
    expect(donationProblem(yen, '1000', money)).toBeUndefined();
    // Cents, or a thousands mark, are refused with an example in whole yen.
    for (const typed of ['1000.50', '1.000', '1,000'])
      expect(donationProblem(yen, typed, money)).toBe(
        'Enter the amount for GA as a number, like 12.',
      );
    expect(ticketQuantitiesOf([yen], { d: 2 }, { d: '1000' })).toEqual([
      { ticketDefinitionId: 'd', quantity: 2, priceOverride: '1000' },
    ]);
  });

  it('types, checks and sends dinars with three digits, a thousand never taken for one', () => {
    expect(typedMinimum(dinar, 'en-US')).toBe('1.250');
    expect(typedMinimum(dinar, 'de-DE')).toBe('1,250');
    expect(donationProblem(dinar, '2.5', money)).toBeUndefined();
    expect(donationProblem(dinar, '1.249', money)).toBe('The minimum for GA is $1.25.');
    expect(donationProblem(dinar, 'x', money)).toBe(
      'Enter the amount for GA as a number, like 12.500.',
    );
    // "1,000" on an English page is a thousand, not one: refused, not guessed.
    expect(donationProblem(dinar, '1,000', money)).toMatch(/as a number/);
    expect(ticketQuantitiesOf([dinar], { d: 1 }, { d: '2.5' })).toEqual([
      { ticketDefinitionId: 'd', quantity: 1, priceOverride: '2.500' },
    ]);
    expect(ticketQuantitiesOf([dinar], { d: 1 }, { d: '1,375' }, 'de-DE')).toEqual([
      { ticketDefinitionId: 'd', quantity: 1, priceOverride: '1.375' },
    ]);
  });
});
