import { useState } from 'react';
import { useHost } from '../../shared/element';
import { LOADER_KEY } from './loader-slot';

/**
 * Whether the element starts within the first screen, read once (its box is final from the
 * first frame, see ../reserved-boxes.ts): its images are the page's LCP candidates and
 * should load at once and first, the others lazily. The loader has noted it on the cards it
 * placed when its products answered (../early-start.ts), every card read in one layout; reading
 * it here as each card renders would lay the page out again after each commit of new cards.
 */
export function useInFirstScreen(): boolean {
  const { host } = useHost();
  return useState(
    () =>
      (host as { [LOADER_KEY]?: boolean })[LOADER_KEY] ??
      host.getBoundingClientRect().top < innerHeight,
  )[0];
}
