import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/client';
import { availabilityOf, isEmail, itemDetailsOf, storageKey } from './stock';

const product = (extra: Partial<Product>): Product => ({ id: 'p', name: 'Tee', ...extra });

describe('availabilityOf', () => {
  it('reads the whole item without a variant', () => {
    expect(availabilityOf(product({ stock: { inStock: false } }))).toBe('out-of-stock');
    expect(availabilityOf(product({ stock: { inventoryStatus: 'OUT_OF_STOCK' } }))).toBe(
      'out-of-stock',
    );
    // Some variants left: the item as a whole is available.
    expect(
      availabilityOf(
        product({ stock: { inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' } }),
      ),
    ).toBe('in-stock');
    expect(availabilityOf(product({}))).toBe('in-stock');
  });

  it('reads the given variant, and knows an unknown one', () => {
    const p = product({
      stock: { inStock: true },
      variants: [
        { id: 'a', stock: { inStock: false } },
        { id: 'b', stock: { inStock: true } },
      ],
    });
    expect(availabilityOf(p, 'a')).toBe('out-of-stock');
    expect(availabilityOf(p, 'b')).toBe('in-stock');
    expect(availabilityOf(p, 'zzz')).toBe('unknown-variant');
  });
});

describe('itemDetailsOf', () => {
  it("prefers the variant's price and leaves out what is unknown", () => {
    const p = product({
      priceData: { price: 20 },
      variants: [{ id: 'a', variant: { priceData: { price: 25 } } }],
    });
    // The price as the platform's REST form has it: a decimal string.
    expect(itemDetailsOf(p, 'a')).toEqual({ name: 'Tee', price: '25' });
    expect(itemDetailsOf(p)).toEqual({ name: 'Tee', price: '20' });
    expect(itemDetailsOf(product({}))).toEqual({ name: 'Tee' });
  });
});

describe('isEmail and storageKey', () => {
  it('accepts plain addresses only', () => {
    expect(isEmail(' fan@example.com ')).toBe(true);
    expect(isEmail('fan@example')).toBe(false);
    expect(isEmail('fan example.com')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('keys by platform (client id and api-base origin, as the tokens), product and variant', () => {
    const c = { clientId: 'c', apiBase: 'https://live.test' };
    expect(storageKey(c, 'p')).not.toBe(storageKey(c, 'p', 'v'));
    expect(storageKey(c, 'p', 'v')).not.toBe(storageKey({ ...c, clientId: 'd' }, 'p', 'v'));
    // The same site and client id on a sandbox: another visitor, nothing of this one's.
    expect(storageKey(c, 'p')).not.toBe(storageKey({ ...c, apiBase: 'https://sandbox.test' }, 'p'));
    expect(storageKey(c, 'p')).not.toBe(storageKey({ clientId: 'c' }, 'p'));
    expect(storageKey(c, 'p')).toBe(storageKey({ ...c, apiBase: 'https://live.test/api/' }, 'p'));
  });
});
