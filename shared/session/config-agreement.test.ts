import { describe, expect, it } from 'vitest';
import { parseSiteConfig, type ConfigState } from './config';
import { CONFLICTING_CONFIG_MESSAGE, mergeConfigState } from './config-agreement';

const config = (apiBase: string, extra: Record<string, string> = {}) =>
  parseSiteConfig({ 'client-id': 'shop', 'api-base': apiBase, locale: 'en-US', ...extra });

const conflict: ConfigState = { status: 'invalid', message: CONFLICTING_CONFIG_MESSAGE };

describe('mergeConfigState', () => {
  it('takes the first config the page gives', () => {
    const first = config('https://api.example');
    expect(mergeConfigState({ status: 'pending' }, first)).toBe(first);
    expect(mergeConfigState({ status: 'missing', message: 'x' }, first)).toBe(first);
  });

  it('accepts an identical duplicate, spelled differently or not', () => {
    const first = config('https://api.example');
    expect(mergeConfigState(first, config('https://api.example/'))).toBe(first);
  });

  it('turns two configs that disagree into an error, whichever came first', () => {
    const real = config('https://api.example');
    const forged = config('https://evil.example');
    expect(mergeConfigState(forged, real)).toEqual(conflict);
    expect(mergeConfigState(real, forged)).toEqual(conflict);
    expect(mergeConfigState(real, config('https://api.example', { currency: 'EUR' }))).toEqual(
      conflict,
    );
    expect(mergeConfigState(real, parseSiteConfig({}))).toEqual(conflict);
  });

  it('keeps the error when a third config agrees with either', () => {
    expect(mergeConfigState(conflict, config('https://api.example'))).toEqual(conflict);
  });
});
