import { Fragment } from 'react';
import { useSiteConfig } from '../../shared/data';
import { eventDatePieces } from './event-dates';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/**
 * The event's dates; lines break between the pieces, never inside one (see event-dates.ts).
 * `brief`: in a list's two lines, several days without their times.
 */
export function EventWhen({ event, brief }: { event: EventDetails; brief?: boolean }) {
  const { locale } = useSiteConfig();
  const t = useEventsText();
  return (
    <p className="sw-event-when" part="dates">
      {eventDatePieces(event, locale, t, undefined, brief).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="sw-keep">{piece}</span>
        </Fragment>
      ))}
    </p>
  );
}
