import { placeOf } from './event-dates';
import { eventImage } from './event-image';
import { EventWhen } from './event-when';
import { useHeading } from './heading-level';
import { useEventsText } from './text';
import type { EventDetails } from './types';

export function EventHeader({ event }: { event: EventDetails }) {
  const t = useEventsText();
  const Title = useHeading();
  return (
    <header className="sw-event-header" part="header">
      {eventImage(event.mainImage)}
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
