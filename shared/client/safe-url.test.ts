import { describe, expect, it } from 'vitest';
import { checkNavigationUrl, isUnsafeUrlError, UnsafeUrlError } from './safe-url';

const reasonOf = (url: string, allowed?: readonly string[]) => {
  try {
    checkNavigationUrl(url, allowed);
    return 'allowed';
  } catch (error) {
    return isUnsafeUrlError(error) ? error.reason : 'other error';
  }
};

describe('checkNavigationUrl', () => {
  it('allows https anywhere and http only on loopback hosts', () => {
    expect(checkNavigationUrl('https://www.wix.com/checkout?x=1').href).toBe(
      'https://www.wix.com/checkout?x=1',
    );
    for (const url of ['http://127.0.0.1:8788/x', 'http://localhost/x', 'http://[::1]:3000/x']) {
      expect(reasonOf(url)).toBe('allowed');
    }
    expect(reasonOf('http://platform.example/x')).toBe('scheme');
    expect(reasonOf('http://127.0.0.1.evil.example/x')).toBe('scheme');
  });

  it('refuses script, data and blob URLs however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://www.wix.com/0b1c',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(reasonOf(url), url).toBe('scheme');
    }
  });

  it('refuses relative and malformed URLs: there is no page to resolve them against', () => {
    expect(reasonOf('/checkout')).toBe('not-absolute');
    expect(reasonOf('https://')).toBe('not-absolute');
  });

  it('with hosted origins listed, allows only those origins', () => {
    const allowed = ['https://checkout.example', 'http://localhost:8788/'];
    expect(reasonOf('https://checkout.example/pay', allowed)).toBe('allowed');
    expect(reasonOf('http://localhost:8788/login', allowed)).toBe('allowed');
    expect(reasonOf('https://evil.example/pay', allowed)).toBe('origin');
    expect(reasonOf('https://checkout.example.evil.example/', allowed)).toBe('origin');
    expect(reasonOf('https://checkout.example@evil.example/', allowed)).toBe('origin');
    expect(reasonOf('http://localhost:9999/login', allowed)).toBe('origin');
    expect(reasonOf('javascript:alert(1)', allowed)).toBe('scheme');
    expect(reasonOf('https://checkout.example/', [])).toBe('origin');
  });

  it('names the origin in its message, never the path or query (they may carry state)', () => {
    const error = new UnsafeUrlError('https://evil.example/cb?code=secret', 'origin');
    expect(error.name).toBe('UnsafeUrlError');
    expect(error.message).toContain('https://evil.example');
    expect(error.message).not.toContain('secret');
    expect(new UnsafeUrlError('javascript:alert(1)', 'scheme').message).toContain(
      'a javascript: URL',
    );
    expect(isUnsafeUrlError(new Error('x'))).toBe(false);
  });
});
