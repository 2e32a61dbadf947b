import { describe, expect, it } from 'vitest';
import { fillPageAddress, pageAddressProblem } from './page-address';

const BASE = 'https://shop.example/catalogue/index.html';
const PRODUCT = ['slug', 'id'];
const PROBLEM = 'must be a page address with {slug} or {id}, like "/products/{slug}"';

describe('pageAddressProblem', () => {
  it.each(['/products/{slug}', 'product.html?slug={slug}', 'https://other.example/p/{id}'])(
    'accepts %j',
    (template) =>
      expect(pageAddressProblem(template, PRODUCT, '/products/{slug}', BASE)).toBeNull(),
  );

  it.each([
    '/products',
    '/p/{sku}',
    'javascript:alert({id})',
    'data:text/html,{slug}',
    'ftp://x/{id}',
    'https://{slug}.shop.example/',
    '/p/{slug',
  ])(
    'refuses %j: no placeholder, one it does not know, in the host, or not an http(s) page',
    (template) =>
      expect(pageAddressProblem(template, PRODUCT, '/products/{slug}', BASE)).toBe(PROBLEM),
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

  it('gives nothing for a template without a placeholder: not one page for every item', () => {
    expect(fillPageAddress('/products/', { slug: 'tee', id: 'p1' }, BASE)).toBeUndefined();
    expect(fillPageAddress('/products/{slug', { slug: 'tee' }, BASE)).toBeUndefined();
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
