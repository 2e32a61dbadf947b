/**
 * Event management writes (v3, spec §7.5): create, clone, update, publish, cancel and delete,
 * one by one or in bulk. The routes (routes/events.ts) parse the input and check the caller;
 * writes over several rows run in one transaction.
 */
import type { Platform } from '../context.ts';
import type { StoredEvent } from '../db/types.ts';
import { failedPrecondition, invalidField, notFound } from '../errors.ts';
import { newId, slugify } from '../ids.ts';
import { categoryId, initialTypeOf } from './events.ts';
import { basicForm } from '../seed/forms.ts';

type RegistrationType = StoredEvent['registration']['type'];

/** An event as the API takes it (the route's schema fills the defaults). */
export interface EventInput {
  id?: string | undefined;
  title: string;
  shortDescription?: string | undefined;
  description?: string | undefined;
  dateAndTimeSettings: StoredEvent['dateAndTimeSettings'];
  location: StoredEvent['location'];
  registration: {
    initialType?: StoredEvent['registration']['initialType'];
    type?: RegistrationType | undefined;
    external?: { url: string } | undefined;
    tickets?: StoredEvent['registration']['tickets'];
  };
  mainImage?: StoredEvent['mainImage'];
  categories?: { id?: string | undefined; name: string }[] | undefined;
  form?: Record<string, unknown> | undefined;
}

/**
 * What an update or a clone changes: any fields, and within the dates and the location only
 * those named (the SDK sends just the fields a caller sets, e.g. a new timeZoneId alone).
 */
export type EventChanges = Omit<Partial<EventInput>, 'dateAndTimeSettings' | 'location'> & {
  dateAndTimeSettings?: Partial<EventInput['dateAndTimeSettings']> | undefined;
  location?: Partial<EventInput['location']> | undefined;
};

/**
 * The registration after an update: the type it names, else its own, and the rest it had (an
 * RSVP window, an external link) kept. `initialType` never changes (the SDK's `@immutable`),
 * and an RSVP event cannot take tickets, nor a ticketed one RSVPs: the SDK's Registration lets
 * either become EXTERNAL or NONE, and back.
 */
const changedRegistration = (
  current: StoredEvent['registration'],
  change: NonNullable<EventChanges['registration']>,
): StoredEvent['registration'] => {
  const initialType = initialTypeOf(current);
  const type = change.type ?? current.type;
  if (initialType && (type === 'RSVP' || type === 'TICKETING') && type !== initialType)
    throw invalidField(
      'event.registration.type',
      `an event made for ${initialType} cannot become ${type}`,
      'VALIDATION',
    );
  return {
    ...current,
    type,
    ...(initialType && { initialType }),
    ...(change.external && { external: change.external }),
  };
};

/** The event with the changes applied, its dates and location merged field by field. */
const applyChanges = (event: StoredEvent, changes: EventChanges): StoredEvent => {
  const { dateAndTimeSettings, location, registration, ...rest } = changes;
  return {
    ...event,
    ...rest,
    ...(registration && { registration: changedRegistration(event.registration, registration) }),
    dateAndTimeSettings: { ...event.dateAndTimeSettings, ...dateAndTimeSettings },
    location: { ...event.location, ...location },
  };
};

export const storedEvent = (p: Platform, id: string): StoredEvent => {
  const event = p.db.events.get(id);
  if (!event) throw notFound(`Event ${id}`);
  return event;
};

const uniqueSlug = (p: Platform, title: string): string => {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; p.db.events.byKey(slug); n++) slug = `${base}-${n}`;
  return slug;
};

const checkDates = (event: StoredEvent) => {
  const { startDate, endDate } = event.dateAndTimeSettings;
  if (Date.parse(endDate) < Date.parse(startDate)) {
    throw invalidField(
      'event.dateAndTimeSettings.endDate',
      'must not be before startDate',
      'VALIDATION',
    );
  }
};

/**
 * The registration a new event is stored with: the type it starts as (the SDK's `initialType`,
 * TICKETING by default), then any `type` it names at once, by the rules of an update
 * (changedRegistration): it may open as EXTERNAL or NONE, never as the other of RSVP and
 * TICKETING.
 */
const startingRegistration = (
  registration: EventInput['registration'],
): StoredEvent['registration'] => {
  const initialType = registration.initialType ?? 'TICKETING';
  const limit = registration.tickets?.ticketLimitPerOrder;
  const start: StoredEvent['registration'] = {
    type: initialType,
    initialType,
    ...(limit ? { tickets: { ticketLimitPerOrder: limit } } : {}),
  };
  return changedRegistration(start, registration);
};

/**
 * The event's categories with their ids (given, or made from the name) and the date each
 * category was first used: a category some event has already keeps its date.
 */
const withCategories = (p: Platform, event: StoredEvent): StoredEvent['categories'] => {
  const known = new Map(
    p.db.events.all().flatMap((e) => e.categories.map((c) => [categoryId(c), c.createdDate])),
  );
  return event.categories.map((c) => {
    const id = categoryId(c);
    return { id, name: c.name, createdDate: c.createdDate ?? known.get(id) ?? p.clock.iso() };
  });
};

const save = (p: Platform, event: StoredEvent): StoredEvent =>
  p.db.events.put({ ...event, categories: withCategories(p, event), updatedDate: p.clock.iso() });

export const createEvent = (p: Platform, input: EventInput, draft: boolean): StoredEvent => {
  const now = p.clock.iso();
  const event: StoredEvent = {
    // The SDK: a new event "includes a default registration form ... first name, last name,
    // and email"; without one a visitor's checkout has no buyer to name.
    form: basicForm(),
    categories: [],
    ...input,
    registration: startingRegistration(input.registration),
    id: newId(),
    slug: uniqueSlug(p, input.title),
    status: draft ? 'DRAFT' : 'UPCOMING',
    createdDate: now,
  };
  checkDates(event);
  return save(p, event);
};

/** A copy of an event with its ticket definitions (fresh inventory), in one transaction. */
export const cloneEvent = (
  p: Platform,
  sourceId: string,
  changes: EventChanges | undefined,
  draft: boolean,
): StoredEvent => {
  const source = storedEvent(p, sourceId);
  const title = changes?.title ?? `${source.title} (copy)`;
  const clone: StoredEvent = {
    ...applyChanges(source, changes ?? {}),
    id: newId(),
    title,
    slug: uniqueSlug(p, title),
    status: draft ? 'DRAFT' : source.status === 'CANCELED' ? 'UPCOMING' : source.status,
    createdDate: p.clock.iso(),
  };
  checkDates(clone);
  return p.db.transaction(() => {
    for (const def of p.db.ticketDefinitions.allByKey(source.id)) {
      const id = newId();
      p.db.ticketDefinitions.put({
        ...def,
        id,
        eventId: clone.id,
        createdDate: p.clock.iso(),
        updatedDate: p.clock.iso(),
      });
      p.db.ticketInventory.init(id, def.capacity);
    }
    return save(p, clone);
  });
};

export const updateEvent = (p: Platform, id: string, changes: EventChanges): StoredEvent => {
  const event = storedEvent(p, id);
  if (changes.id && changes.id !== event.id) throw invalidField('event.id', 'must match the path');
  const updated = { ...applyChanges(event, changes), id: event.id };
  checkDates(updated);
  return save(p, updated);
};

export const publishEvent = (p: Platform, id: string): StoredEvent => {
  const event = storedEvent(p, id);
  // One of the two codes the SDK's PublishDraftEventApplicationErrors declare.
  if (event.status !== 'DRAFT')
    throw failedPrecondition('EVENT_ALREADY_PUBLISHED', 'Only a draft event can be published');
  return save(p, { ...event, status: 'UPCOMING', publishedDate: p.clock.iso() });
};

export const cancelEvent = (p: Platform, id: string): StoredEvent => {
  const event = storedEvent(p, id);
  // The SDK's CancelEventApplicationErrors name one code for a move the status does not allow.
  if (event.status === 'CANCELED')
    throw failedPrecondition('INVALID_EVENT_STATUS_TRANSITION', 'The event is already cancelled');
  return save(p, { ...event, status: 'CANCELED' });
};

/** Cancels those of the events not cancelled yet, in one transaction. */
export const cancelEvents = (p: Platform, events: StoredEvent[]): void =>
  p.db.transaction(() =>
    events
      .filter((e) => e.status !== 'CANCELED')
      .forEach((e) => save(p, { ...e, status: 'CANCELED' })),
  );

const remove = (p: Platform, id: string) => {
  for (const def of p.db.ticketDefinitions.allByKey(id)) {
    p.db.ticketDefinitions.delete(def.id);
    p.db.ticketInventory.remove(def.id);
  }
  p.db.events.delete(id);
};

/** Deletes events with their ticket definitions and inventory, in one transaction. */
export const deleteEvents = (p: Platform, ids: string[]): void =>
  p.db.transaction(() => ids.forEach((id) => remove(p, id)));

export const deleteEvent = (p: Platform, id: string): void =>
  deleteEvents(p, [storedEvent(p, id).id]);
