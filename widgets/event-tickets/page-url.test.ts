import { describe, expect, it } from 'vitest';
import { pageUrlHref } from './page-url';

describe('pageUrlHref', () => {
  it("joins the platform's { base, path } as the official SDK does, and keeps only http(s)", () => {
    const page = { base: 'https://site.test', path: '/events/jazz' };
    expect(pageUrlHref(page)).toBe('https://site.test/events/jazz');
    // The SDK's own example of a base without a scheme: a Wix site's free address.
    expect(pageUrlHref({ base: 'mysite.wixsite.com/mysite', path: '/event-details/jazz' })).toBe(
      'http://mysite.wixsite.com/mysite/event-details/jazz',
    );
    expect(pageUrlHref({ base: 'https://site.test' })).toBe('https://site.test/');
    expect(pageUrlHref({ base: 'javascript:alert(1)//', path: '' })).toBeUndefined();
    expect(pageUrlHref({ path: '/events/jazz' })).toBeUndefined();
    expect(pageUrlHref(undefined)).toBeUndefined();
  });
});
