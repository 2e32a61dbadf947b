import { expect, it } from 'vitest';
import { platformOrigin } from './platform-origin';

it('is the origin of api-base, or the real platform when there is none', () => {
  expect(platformOrigin('https://api.example.com/base/path')).toBe('https://api.example.com');
  expect(platformOrigin('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
  expect(platformOrigin(undefined)).toBe('https://www.wixapis.com');
});
