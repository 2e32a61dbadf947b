import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config';

const attrs = (overrides: Record<string, string | null> = {}) => ({
  'client-id': 'abc',
  'api-base': 'https://api.example.com/',
  locale: 'de-DE',
  currency: 'EUR',
  ...overrides,
});

describe('parseSiteConfig', () => {
  it('accepts a complete config and trims the trailing slash of api-base', () => {
    expect(parseSiteConfig(attrs())).toEqual({
      status: 'ready',
      config: {
        clientId: 'abc',
        apiBase: 'https://api.example.com',
        locale: 'de-DE',
        currency: 'EUR',
      },
    });
  });

  it('names a missing client-id', () => {
    const result = parseSiteConfig(attrs({ 'client-id': null }));
    expect(result).toEqual({
      status: 'invalid',
      message: '<site-config> is not valid: "client-id" is required.',
    });
  });

  it.each([null, ''])('with api-base %j, talks to the real platform (no apiBase)', (apiBase) => {
    const result = parseSiteConfig(attrs({ 'api-base': apiBase }));
    expect(result).toMatchObject({ status: 'ready', config: { clientId: expect.any(String) } });
    expect(result.status === 'ready' && 'apiBase' in result.config).toBe(false);
  });

  it.each(['api.example.com', 'javascript:alert(1)', 'ftp://x'])(
    'refuses api-base %j with a hint',
    (apiBase) => {
      const result = parseSiteConfig(attrs({ 'api-base': apiBase }));
      expect(result.status).toBe('invalid');
      expect(result.status === 'invalid' && result.message).toContain(
        '"api-base" must be an absolute http(s) URL',
      );
    },
  );

  it('refuses a currency that is not an ISO code', () => {
    const result = parseSiteConfig(attrs({ currency: 'euro' }));
    expect(result.status === 'invalid' && result.message).toContain(
      '"currency" must be a 3-letter ISO code',
    );
  });

  // Intl throws on these, and with it every widget that writes a number (WordPress's pt_PT_ao90).
  it.each(['pt-PT-ao90', 'de_DE', 'en-'])('refuses a locale Intl cannot take: %s', (locale) => {
    const result = parseSiteConfig(attrs({ locale }));
    expect(result.status === 'invalid' && result.message).toContain(
      '"locale" must be a language tag, like "de-DE"',
    );
  });

  it.each(['de-DE', 'es-419', 'zh-Hant-TW', 'de-DE-1996', 'fr'])(
    'takes the locale %s',
    (locale) => {
      const result = parseSiteConfig(attrs({ locale }));
      expect(result.status === 'ready' && result.config.locale).toBe(locale);
    },
  );

  it('falls back to a locale when none is given', () => {
    const result = parseSiteConfig(attrs({ locale: null, currency: null }));
    expect(result.status === 'ready' && result.config.locale).toBeTruthy();
    expect(result.status === 'ready' && 'currency' in result.config).toBe(false);
  });
});

describe('hosted-origins', () => {
  it('keeps the listed origins, normalised', () => {
    const result = parseSiteConfig(
      attrs({ 'hosted-origins': ' https://Checkout.example/  http://localhost:8788 ' }),
    );
    expect(result.status === 'ready' && result.config.hostedOrigins).toEqual([
      'https://checkout.example',
      'http://localhost:8788',
    ]);
  });

  it('is absent when the attribute is', () => {
    const result = parseSiteConfig(attrs());
    expect(result.status === 'ready' && 'hostedOrigins' in result.config).toBe(false);
  });

  it.each([
    ['', 'lists no origin'],
    ['checkout.example', 'not an origin'],
    ['http://checkout.example', 'must be https:'],
    ['javascript:alert(1)', 'must be https:'],
    ['https://checkout.example/pay', 'without a path'],
  ])('refuses %j', (value, problem) => {
    const result = parseSiteConfig(attrs({ 'hosted-origins': value }));
    expect(result.status === 'invalid' && result.message).toContain(`"hosted-origins"`);
    expect(result.status === 'invalid' && result.message).toContain(problem);
  });
});

describe('product-page', () => {
  it('keeps a valid template', () => {
    const result = parseSiteConfig(attrs({ 'product-page': '/products/{slug}' }));
    expect(result).toMatchObject({ status: 'ready', config: { productPage: '/products/{slug}' } });
  });

  it('refuses a template that would run script, naming the attribute', () => {
    expect(parseSiteConfig(attrs({ 'product-page': 'javascript:alert({id})' }))).toEqual({
      status: 'invalid',
      message:
        '<site-config> is not valid: "product-page" must be a page address with {slug} or {id}, like "/products/{slug}".',
    });
  });

  it('leaves it out when absent', () => {
    const result = parseSiteConfig(attrs());
    expect(result.status === 'ready' && 'productPage' in result.config).toBe(false);
  });
});

describe('event-page', () => {
  it('keeps a valid template', () => {
    const result = parseSiteConfig(attrs({ 'event-page': 'event.html?slug={slug}' }));
    expect(result).toMatchObject({
      status: 'ready',
      config: { eventPage: 'event.html?slug={slug}' },
    });
  });

  it.each(['javascript:alert({id})', '/events/{name}', '/events/'])(
    'refuses %j, naming the attribute',
    (value) => {
      const result = parseSiteConfig(attrs({ 'event-page': value }));
      expect(result.status === 'invalid' && result.message).toContain(
        '"event-page" must be a page address with {slug} or {id}, like "/events/{slug}".',
      );
    },
  );
});
