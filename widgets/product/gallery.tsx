import { useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { formatNumber } from '../../shared/ui';
import { useDetailsText } from './details.text';
import { imagesOf, type MediaItem } from './images';
import { ProductImage } from './product-image';

/** Arrow keys, Home and End move along the thumbnails, as in a toolbar. */
function stepFor(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The gallery's position of `chosen` (matched by id or address), else -1. */
const indexOf = (images: MediaItem[], chosen: MediaItem) =>
  images.findIndex(
    (item) => (item.id && item.id === chosen.id) || item.image?.url === chosen.image?.url,
  );

/**
 * The shown image: the visitor's pick among the thumbnails, until they choose an option with
 * its own image (a colour), which then shows; an image not among the thumbnails shows alone.
 */
function useShownImage(images: MediaItem[], chosen: MediaItem | undefined) {
  const [index, setIndex] = useState(0);
  const [followed, setFollowed] = useState<MediaItem | undefined>(undefined);
  const [extra, setExtra] = useState<MediaItem | undefined>(undefined);
  if (chosen !== followed) {
    // Adjusting state while rendering (React's "storing information from previous renders").
    setFollowed(chosen);
    const at = chosen ? indexOf(images, chosen) : -1;
    if (at >= 0) setIndex(at);
    setExtra(chosen && at < 0 ? chosen : undefined);
  }
  const pick = (i: number) => {
    setExtra(undefined);
    setIndex(i);
  };
  return { pick, current: extra ?? images[Math.min(index, images.length - 1)] };
}

/** The main image and a row of thumbnail buttons that choose it. */
export function Gallery({ product, chosen }: { product: Product; chosen?: MediaItem | undefined }) {
  const { locale } = useSiteConfig();
  const t = useDetailsText();
  const images = imagesOf(product);
  const { pick, current } = useShownImage(images, chosen);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const next = stepFor(event.key, from, images.length);
    if (next === null) return;
    event.preventDefault();
    pick(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <div className="gallery" part="gallery">
      <div className="main-image">
        <ProductImage
          item={current}
          alt={current?.title || product.name}
          className="image"
          part="image"
          eager
        />
      </div>
      {images.length > 1 ? (
        <ul
          className="thumbnails"
          part="thumbnails"
          aria-label={t('imagesOf', { name: product.name })}
        >
          {images.map((item, i) => (
            <li key={item.id ?? i}>
              <button
                type="button"
                className="thumbnail"
                part="thumbnail"
                ref={(button) => {
                  thumbnails.current[i] = button;
                }}
                aria-label={
                  t('showImage', {
                    n: formatNumber(i + 1, locale),
                    count: formatNumber(images.length, locale),
                  }) + (item.title ? `: ${item.title}` : '')
                }
                aria-pressed={current === item}
                onClick={() => pick(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                <ProductImage item={item} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
