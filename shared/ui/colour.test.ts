import { expect, it, onTestFinished, vi } from 'vitest';
import { cssColour } from './colour';

it('keeps hex, rgb()/hsl() and named colours', () => {
  for (const colour of ['#fff', '#112233', '#11223344', 'rgb(0, 0, 0)', 'rgb(0 0 0 / 50%)']) {
    expect(cssColour(colour)).toBe(colour);
  }
  expect(cssColour(' hsl(120deg 50% 50%) ')).toBe('hsl(120deg 50% 50%)');
  expect(cssColour('navy')).toBe('navy');
});

it('refuses anything that is not a colour', () => {
  for (const value of [
    'url(https://tracker.example/pixel.png)',
    'red url(https://tracker.example/x)',
    'var(--host-secret)',
    'rgb(var(--x))',
    'red; position: fixed',
    'expression(alert(1))',
    'image-set("https://x.example/a.png" 1x)',
    '#12345',
    `#${'f'.repeat(70)}`,
    '',
    undefined,
  ]) {
    expect(cssColour(value), String(value)).toBeUndefined();
  }
});

it('asks the browser which words and argument lists are colours, where it can', () => {
  vi.stubGlobal('CSS', { supports: (_: string, value: string) => value !== 'rgb(1 2)' });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  expect(cssColour('rgb(1 2)')).toBeUndefined();
  expect(cssColour('rgb(1 2 3)')).toBe('rgb(1 2 3)');
});
