import { useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { formatNumber } from '../../shared/ui';
import { useProductText } from './text';
import { imagesOf, ProductImage } from './product-image';

/** Arrow keys, Home and End move along the thumbnails, as in a toolbar. */
function stepFor(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The main image and a row of thumbnail buttons that choose it. */
export function Gallery({ product }: { product: Product }) {
  const { locale } = useSiteConfig();
  const t = useProductText();
  const images = imagesOf(product);
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];

  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const next = stepFor(event.key, from, images.length);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
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
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
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
