import { loadAgainOnline } from '../../shared/ui';
import type { EventDetails } from './types';

/**
 * The event's image, in the header and in the list (`lazy` there: loaded as it scrolls near),
 * at the size the platform gives (else the 1200 × 630 it asks for), so its box is kept before
 * it loads; one that failed offline is asked for again online. Nothing without one.
 */
export const eventImage = (image: EventDetails['mainImage'], loading?: 'lazy') =>
  image?.url ? (
    <img
      className="sw-event-image"
      part="image"
      src={image.url}
      alt=""
      width={image.width ?? 1200}
      height={image.height ?? 630}
      onError={loadAgainOnline}
      loading={loading}
    />
  ) : null;
