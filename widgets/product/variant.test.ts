import { describe, expect, it } from 'vitest';
import { simpleProduct, teeShirt } from '../../shared/client/testing/catalog';
import { choiceAvailable } from './choices';
import { cartItem, missingOption, optionsOf, priceOf, resolveVariant } from './variant';

const tee = teeShirt();
const size = (value: string) => tee.productOptions![0]!.choices.find((c) => c.value === value)!;
const colour = (value: string) => tee.productOptions![1]!.choices.find((c) => c.value === value)!;

describe('variant helpers', () => {
  it('names the first option still to choose', () => {
    expect(missingOption(tee, {})).toBe('Size');
    expect(missingOption(tee, { Size: 'S' })).toBe('Colour');
    expect(missingOption(tee, { Size: 'S', Colour: '#000000' })).toBeUndefined();
  });

  it('resolves a variant only from a complete selection', () => {
    expect(resolveVariant(tee, { Size: 'M' })).toBeUndefined();
    expect(resolveVariant(tee, { Size: 'M', Colour: '#ffffff' })?.id).toBe('v-M-ffffff');
    expect(resolveVariant(tee, { Colour: '#000000', Size: 'S' })?.id).toBe('v-S-000000');
  });

  it('resolves the default variant of a product without options', () => {
    expect(resolveVariant(simpleProduct('a'), {})?.id).toBe('00000000-0000-0000-0000-000000000000');
  });

  it('skips hidden variants and hidden choices', () => {
    const hidden = teeShirt({
      variants: tee.variants!.map((v) => ({ ...v, variant: { ...v.variant, visible: false } })),
      productOptions: [
        { ...tee.productOptions![0]!, choices: [{ ...size('S'), visible: false }, size('M')] },
        tee.productOptions![1]!,
      ],
    });
    expect(resolveVariant(hidden, { Size: 'M', Colour: '#000000' })).toBeUndefined();
    expect(optionsOf(hidden)[0]!.choices.map((c) => c.value)).toEqual(['M']);
  });

  it('tells which choices can still end in a variant in stock', () => {
    expect(choiceAvailable(tee, {}, 'Colour', colour('#ffffff'))).toBe(true);
    expect(choiceAvailable(tee, { Size: 'M' }, 'Colour', colour('#ffffff'))).toBe(false);
    expect(choiceAvailable(tee, { Colour: '#ffffff' }, 'Size', size('M'))).toBe(false);
    expect(choiceAvailable(tee, { Colour: '#ffffff' }, 'Size', size('S'))).toBe(true);
    const lean = teeShirt({ variants: undefined });
    expect(choiceAvailable(lean, {}, 'Size', { ...size('S'), inStock: false })).toBe(false);
  });

  it('prices a variant by its own price, else the product', () => {
    expect(priceOf(tee, resolveVariant(tee, { Size: 'M', Colour: '#000000' }))?.price).toBe(30);
    expect(priceOf(simpleProduct('a'))).toEqual({
      currency: 'USD',
      price: 20,
      discountedPrice: 20,
    });
  });

  it('prices a product whose variants differ from its cheapest visible variant, not its own price', () => {
    const priced = (amount: number, discounted: number, visible = true) => ({
      currency: 'USD',
      price: amount,
      discountedPrice: discounted,
      visible,
    });
    // As the sandbox sends a product whose base price no variant sells at.
    const hoodie = teeShirt({
      priceData: priced(10, 10),
      variants: tee.variants!.map((v, i) => {
        const { visible, ...priceData } = [
          priced(20, 20),
          priced(12, 10.5),
          priced(30, 30),
          priced(5, 5, false),
        ][i]!;
        return { ...v, variant: { priceData, visible } };
      }),
    });
    expect(priceOf(hoodie)).toEqual({
      currency: 'USD',
      price: 12,
      discountedPrice: 10.5,
      from: true,
    });
    expect(priceOf(hoodie, hoodie.variants![2])?.price).toBe(30);
  });

  it('sends the variant id when there is one, else the chosen options', () => {
    expect(cartItem(tee, { Size: 'S', Colour: '#ffffff' }, 2)).toEqual({
      productId: 'tee',
      variantId: 'v-S-ffffff',
      quantity: 2,
    });
    expect(cartItem(teeShirt({ variants: undefined }), { Size: 'S' }, 1)).toEqual({
      productId: 'tee',
      options: { Size: 'S' },
      quantity: 1,
    });
    expect(cartItem(simpleProduct('a', { variants: [] }), {}, 1)).toEqual({
      productId: 'a',
      quantity: 1,
    });
  });
});
