import type { SyntheticEvent } from 'react';

/**
 * An image's `onError`: an image that failed to load (the visitor went offline) loads again
 * when the browser is back online, once per failure, unless its widget is gone by then.
 * Setting `src`, even to the same address, starts a new request.
 */
export const loadAgainOnline = ({ currentTarget: image }: SyntheticEvent<HTMLImageElement>) =>
  addEventListener('online', () => image.isConnected && (image.src += ''), { once: true });
