import { linkHref } from '../../shared/client';
import { pageUrlHref } from './page-url';
import type { RegistrationState } from './registration-state';
import { useEventsText } from './text';
import type { EventDetails } from './types';

interface EventActionProps {
  event: EventDetails;
  state: RegistrationState;
  /** The site's page for the event, when there is one. */
  href: string | undefined;
  /** Opens the ticket picker here (no event page). */
  onTickets(): void;
  /** What the Tickets button also says (its seats still held). */
  describedBy?: string | undefined;
}

/**
 * What a visitor can do about a listed event: "Tickets" (to the event page, or the picker in
 * a dialog), "RSVP", "Register" elsewhere; or, when there is nothing to do, why (sold out,
 * closed, canceled, opening soon). Each action's name says which event it is for.
 */
export function EventAction({ event, state, href, onTickets, describedBy }: EventActionProps) {
  const t = useEventsText();
  const title = event.title;
  // Links from platform data are http(s) or not links at all (never javascript: or data:).
  // RSVP goes to the platform's event page, which takes RSVPs (<event-tickets> does not).
  const rsvpHref = pageUrlHref(event.eventPageUrl) ?? href;
  const externalHref = linkHref(event.registration?.external?.url);
  const link = (to: string, text: string, label: string) => (
    <a className="sw-button sw-event-action" part="action" href={to} aria-label={label}>
      {text}
    </a>
  );
  if (state === 'open')
    return href ? (
      link(href, t('tickets'), t('ticketsFor', { title }))
    ) : (
      <button
        type="button"
        className="sw-button sw-event-action"
        part="action"
        aria-haspopup="dialog"
        aria-label={t('ticketsFor', { title })}
        aria-describedby={describedBy}
        onClick={onTickets}
      >
        {t('tickets')}
      </button>
    );
  if (state === 'rsvp' && rsvpHref) return link(rsvpHref, t('rsvp'), t('rsvpFor', { title }));
  if (state === 'external' && externalHref)
    return link(externalHref, t('register'), t('registerFor', { title }));
  return (
    <p className="sw-event-state" part="registration" data-state={state}>
      {t(state)}
    </p>
  );
}
