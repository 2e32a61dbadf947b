import type { SyntheticEvent } from 'react';

/**
 * An image's `onError`: an image that failed to load (the visitor went offline) loads again
 * when the browser is back online, once per failure, unless its widget is gone by then.
 * Setting `src`, even to the same address, starts a new request. A second later: `online`
 * may come before the connection carries requests (Chromium's does, under load), and a request
 * failing then would leave the image broken until the next time the connection drops.
 */
export const loadAgainOnline = ({ currentTarget: image }: SyntheticEvent<HTMLImageElement>) =>
  addEventListener('online', () => setTimeout(() => image.isConnected && (image.src += ''), 1000), {
    once: true,
  });
