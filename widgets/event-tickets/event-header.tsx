import { loadAgainOnline } from '../../shared/ui';
import { placeOf } from './event-dates';
import { EventWhen } from './event-when';
import { useHeading } from './heading-level';
import { useEventsText } from './text';
import type { EventDetails } from './types';

export function EventHeader({ event }: { event: EventDetails }) {
  const t = useEventsText();
  const image = event.mainImage;
  const Title = useHeading();
  return (
    <header className="sw-event-header" part="header">
      {image?.url ? (
        <img
          className="sw-event-image"
          part="image"
          src={image.url}
          alt=""
          width={image.width ?? 1200}
          height={image.height ?? 630}
          onError={loadAgainOnline}
        />
      ) : null}
      <Title className="sw-event-title" part="title">
        {event.title}
      </Title>
      <EventWhen event={event} />
      <p className="sw-event-where" part="location">
        {placeOf(event, t)}
      </p>
      {event.shortDescription ? <p className="sw-event-summary">{event.shortDescription}</p> : null}
    </header>
  );
}
