import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it('keeps http(s) links and drops every other scheme', () => {
    expect(linkHref('https://site.test/events/jazz')).toBe('https://site.test/events/jazz');
    expect(linkHref('http://site.test/')).toBe('http://site.test/');
    expect(linkHref('javascript:alert(1)')).toBeUndefined();
    expect(linkHref('data:text/html,x')).toBeUndefined();
    expect(linkHref('relative/page')).toBeUndefined();
    expect(linkHref(undefined)).toBeUndefined();
  });
});
