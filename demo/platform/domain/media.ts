import type { MediaItem } from './catalog.ts';
import type { ArtKind } from './product-art.ts';

/**
 * The sandbox's own images: SVG tiles it draws itself (routes/media.ts), for the seed and for
 * products created without media. No downloads.
 */
export const tileUrl = (hex: string, label: string): string =>
  `/media/tile/${hex.replace('#', '')}/${encodeURIComponent(label)}.svg`;

export const initials = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export const tile = (id: string, hex: string, label: string, title: string): MediaItem => ({
  id,
  url: tileUrl(hex, label),
  width: 600,
  height: 600,
  title,
});

/** A drawn picture of a product of `kind` in colour `hex` (routes/media.ts, product-art.ts). */
export const artUrl = (kind: ArtKind, hex: string): string =>
  `/media/art/${kind}/${hex.replace('#', '')}.svg`;

export const picture = (id: string, kind: ArtKind, hex: string, title: string): MediaItem => ({
  id,
  url: artUrl(kind, hex),
  width: 600,
  height: 600,
  title,
});
