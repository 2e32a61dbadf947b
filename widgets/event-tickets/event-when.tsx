import { Fragment } from 'react';
import { useSiteConfig } from '../../shared/data';
import { eventDatePieces } from './event-dates';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/** The event's dates; lines break between the pieces, never inside one (see event-dates.ts). */
export function EventWhen({ event }: { event: EventDetails }) {
  const { locale } = useSiteConfig();
  const t = useEventsText();
  return (
    <p className="sw-event-when" part="dates">
      {eventDatePieces(event, locale, t).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="sw-keep">{piece}</span>
        </Fragment>
      ))}
    </p>
  );
}
