// @vitest-environment happy-dom
import type { SyntheticEvent } from 'react';
import { expect, it } from 'vitest';
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

it('leaves an image its widget no longer shows: no request for a page that is gone', async () => {
  const image = document.body.appendChild(document.createElement('img'));
  image.src = 'https://static.test/a.jpg';
  const sets = sourcesSetOn(image);
  failed(image);
  image.remove();
  dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve));
  expect(sets).toEqual([]);
});
