// @vitest-environment happy-dom
import type { SyntheticEvent } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadAgainOnline } from './load-again-online';

/** The `src` values set on `image` from now on. */
function sourcesSetOn(image: HTMLImageElement): string[] {
  const sets: string[] = [];
  new MutationObserver((records) =>
    sets.push(...records.map(() => image.getAttribute('src')!)),
  ).observe(image, { attributes: true, attributeFilter: ['src'] });
  return sets;
}

const failed = (image: HTMLImageElement) =>
  loadAgainOnline({ currentTarget: image } as SyntheticEvent<HTMLImageElement>);

afterEach(() => vi.useRealTimers());

it('asks again a second after the browser is back online: its online may come before the connection', async () => {
  vi.useFakeTimers();
  const image = document.body.appendChild(document.createElement('img'));
  image.src = 'https://static.test/a.jpg';
  const sets = sourcesSetOn(image);
  failed(image);
  dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(900);
  expect(sets).toEqual([]);
  await vi.advanceTimersByTimeAsync(100);
  expect(sets).toEqual(['https://static.test/a.jpg']);
  dispatchEvent(new Event('online')); // once per failure
  await vi.advanceTimersByTimeAsync(2000);
  expect(sets).toHaveLength(1);
  image.remove();
});

it('leaves an image its widget no longer shows: no request for a page that is gone', async () => {
  vi.useFakeTimers();
  const image = document.body.appendChild(document.createElement('img'));
  image.src = 'https://static.test/a.jpg';
  const sets = sourcesSetOn(image);
  failed(image);
  dispatchEvent(new Event('online'));
  image.remove(); // within that second
  await vi.advanceTimersByTimeAsync(2000);
  expect(sets).toEqual([]);
});
