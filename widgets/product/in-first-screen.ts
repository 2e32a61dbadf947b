import { useState } from 'react';
import { useHost } from '../../shared/element';

/**
 * Whether the element starts within the first screen, read once (its box is final from the
 * first frame, see ../reserved-boxes.ts): its images are the page's LCP candidates and
 * should load at once and first, the others lazily.
 */
export function useInFirstScreen(): boolean {
  const { host } = useHost();
  return useState(() => host.getBoundingClientRect().top < innerHeight)[0];
}
