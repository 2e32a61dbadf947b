import { describe, expect, it } from 'vitest';
import { availabilityOf } from './stock';
import { stockLabel as label, stockOf, type Stock } from './stock-level';
import { productEnglish } from './text';

const stockLabel = (stock: Stock, locale: string) => label(stock, locale, productEnglish);
import { simpleProduct, teeShirt } from '../../shared/client/testing/catalog';

describe('stock helpers', () => {
  it('counts units of a tracked variant and ignores quantity when not tracked', () => {
    const tee = teeShirt();
    expect(stockOf(tee, tee.variants![2])).toEqual({ inStock: true, quantity: 2 });
    expect(stockOf(tee, tee.variants![3])).toEqual({ inStock: false, quantity: 0 });
    expect(stockOf(simpleProduct('a'))).toEqual({ inStock: true });
  });

  it('reads the product-level inventory status', () => {
    expect(availabilityOf(simpleProduct('a'))).toBe('in-stock');
    expect(availabilityOf(teeShirt())).toBe('partially-out-of-stock');
    const sold = simpleProduct('b', { stock: { inStock: false } });
    expect(availabilityOf(sold)).toBe('out-of-stock');
  });

  it('says how many are left when few are', () => {
    expect(stockLabel({ inStock: true, quantity: 3 }, 'en-US')).toBe('Only 3 left');
    expect(stockLabel({ inStock: true, quantity: 3 }, 'ar-EG')).toBe('Only ٣ left');
    expect(stockLabel({ inStock: true, quantity: 30 }, 'en-US')).toBe('In stock');
    expect(stockLabel({ inStock: true }, 'en-US')).toBe('In stock');
    expect(stockLabel({ inStock: false, quantity: 0 }, 'en-US')).toBe('Out of stock');
  });
});
