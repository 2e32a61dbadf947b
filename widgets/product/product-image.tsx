import { loadAgainOnline } from '../../shared/ui';
import type { MediaItem } from './images';

interface ProductImageProps {
  item: MediaItem | undefined;
  alt: string;
  className?: string;
  part?: string;
  /** Above-the-fold images (the details' main image, the first cards') load at once, first. */
  eager?: boolean;
}

/**
 * One product image; width and height let the browser reserve its box before it loads. A
 * product without images gets an empty box of the same size, hidden from screen readers.
 */
export function ProductImage({ item, alt, className, part, eager }: ProductImageProps) {
  const image = item?.image;
  if (!image?.url)
    return <span className={`${className ?? ''} no-image`} part={part} aria-hidden />;
  return (
    <img
      className={className}
      part={part}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={loadAgainOnline}
    />
  );
}
