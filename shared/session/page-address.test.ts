import { describe, expect, it } from 'vitest';
import { checkPageAddress, fillPageAddress } from './page-address';

const BASE = 'https://shop.example/catalogue/index.html';
const PRODUCT = ['slug', 'id'];

describe('checkPageAddress', () => {
  it.each(['/products/{slug}', 'product.html?slug={slug}', 'https://other.example/p/{id}'])(
    'accepts %j',
    (template) => expect(checkPageAddress(template, PRODUCT, BASE)).toEqual({ template }),
  );

  it('refuses a template without a placeholder', () => {
    expect(checkPageAddress('/products', PRODUCT, BASE)).toEqual({
      problem: 'must contain {slug} or {id}, like "/products/{slug}"',
    });
  });

  it('names a placeholder it does not know', () => {
    expect(checkPageAddress('/p/{sku}', PRODUCT, BASE)).toEqual({
      problem: 'has {sku}; it may use {slug} or {id}',
    });
  });

  it.each(['javascript:alert({id})', 'data:text/html,{slug}', 'ftp://x/{id}'])(
    'refuses %j, which is not an http(s) page',
    (template) =>
      expect(checkPageAddress(template, PRODUCT, BASE)).toEqual({
        problem: 'must lead to an http(s) page, like "/products/{slug}"',
      }),
  );
});

describe('fillPageAddress', () => {
  it('resolves a relative template against the page', () => {
    expect(fillPageAddress('/products/{slug}', { slug: 'tee' }, BASE)).toBe(
      'https://shop.example/products/tee',
    );
    expect(fillPageAddress('product.html?id={id}', { id: 'p1' }, BASE)).toBe(
      'https://shop.example/catalogue/product.html?id=p1',
    );
  });

  it('encodes values, so a slug cannot leave the path it is put in', () => {
    expect(fillPageAddress('/products/{slug}', { slug: '../admin?x=1#y' }, BASE)).toBe(
      'https://shop.example/products/..%2Fadmin%3Fx%3D1%23y',
    );
  });

  it('gives nothing when the value is missing or the result is not a web page', () => {
    expect(fillPageAddress('/products/{slug}', { id: 'p1' }, BASE)).toBeUndefined();
    expect(fillPageAddress('javascript:{id}', { id: 'alert(1)' }, BASE)).toBeUndefined();
  });

  it('never leaves the template: no dot segments, no other host', () => {
    expect(fillPageAddress('/events/{slug}', { slug: '..' }, BASE)).toBeUndefined();
    expect(fillPageAddress('/events/{slug}/tickets', { slug: '.' }, BASE)).toBeUndefined();
    expect(fillPageAddress('https://{slug}.example/e', { slug: 'evil' }, BASE)).toBeUndefined();
    expect(fillPageAddress('/events/{slug}', { slug: '...' }, BASE)).toBe(
      'https://shop.example/events/...',
    );
  });
});
