import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { StoredEvent } from '../db/types.ts';
import { notFound } from '../errors.ts';
import {
  cancelEvent,
  cancelEvents,
  cloneEvent,
  createEvent,
  deleteEvent,
  deleteEvents,
  publishEvent,
  updateEvent,
} from '../domain/event-admin.ts';
import {
  EVENT_ALIASES,
  eventSummaries,
  eventView,
  inCategory,
  MAX_TICKET_LIMIT_PER_ORDER,
  withFields,
} from '../domain/events.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, requireAdmin } from '../domain/tokens.ts';
import { matches, parsedFilter } from '../query/filter.ts';
import {
  DEFAULT_LIMIT,
  type OffsetPage,
  filterAndSort,
  offsetPage,
  querySchema,
  sortDocs,
} from '../query/query.ts';
import {
  guid,
  intParam,
  jsonRecord,
  listParam,
  longText,
  pathId,
  readBody,
  readParams,
  text,
  webUrl,
} from '../validation.ts';

const FIELDS = z.enum([
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'FORM',
  'DASHBOARD',
  'FEED',
  'ONLINE_CONFERENCING_SESSION',
  'SEO_SETTINGS',
  'AGENDA',
  'CATEGORIES',
]);
/** The SDK's `fields`: at most 20 of the field sets. */
const fields = listParam(FIELDS, 20).optional();

const isoDate = () => z.iso.datetime({ offset: true });

type EventView = ReturnType<typeof eventView>;

/**
 * A zone Intl knows: every read formats the event's dates in it, so an unknown one stored
 * would make each listing of events a 500, and the admin's own delete-by-filter with them.
 */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const location = z.object({
  type: z.enum(['VENUE', 'ONLINE']),
  // The SDK's Location.name: at most 50 characters.
  name: text(50).optional(),
  address: jsonRecord().nullish(),
});
const registration = z.object({
  // The SDK's InitialRegistrationTypeType: an event starts as RSVP or TICKETING; only its `type`
  // may later become EXTERNAL or NONE.
  initialType: z.enum(['RSVP', 'TICKETING']).optional(),
  type: z.enum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE']).optional(),
  external: z.object({ url: webUrl() }).optional(),
  // The SDK's TicketsRegistration.ticketLimitPerOrder: at most 50 (default 20).
  tickets: z
    .object({ ticketLimitPerOrder: z.number().int().min(1).max(MAX_TICKET_LIMIT_PER_ORDER) })
    .partial()
    .optional(),
});

/**
 * A registration form (wire shape, spec §3 "Form inputs"): the hosted checkout writes its
 * names, labels, options and lengths into HTML, so each is bounded and typed here; other
 * fields of the SDK's form pass through.
 */
const formInput = z
  .object({
    name: text(100).min(1),
    label: text(200),
    mandatory: z.boolean().default(false),
    options: z.array(text(200)).max(50).optional(),
    type: text(50).optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
  })
  .passthrough();
const form = z
  .object({
    controls: z
      .array(
        z
          .object({
            id: text(200).optional(),
            type: text(50),
            label: text(200).default(''),
            inputs: z.array(formInput).max(20),
          })
          .passthrough(),
      )
      .max(50)
      .default([]),
  })
  .passthrough();

/** An event's fields as sent, without defaults: an update changes only what it names. */
const eventFields = z.object({
  id: text(200).optional(),
  // The SDK's Event.title: 1 to 120 characters.
  title: text(120).min(1),
  shortDescription: text(500).optional(),
  description: longText().optional(),
  dateAndTimeSettings: z.object({
    startDate: isoDate(),
    endDate: isoDate(),
    timeZoneId: text(100).refine(isTimeZone, 'must be an IANA time zone').optional(),
    dateAndTimeTbd: z.boolean().optional(),
  }),
  location: location.optional(),
  registration: registration.optional(),
  mainImage: z
    .object({
      id: text(200).optional(),
      url: text(2000),
      width: z.number().optional(),
      height: z.number().optional(),
    })
    .optional(),
  // The SDK's EventCategory: a GUID's length of id, a name of 1 to 30 characters (so the id
  // made from it, `cat-<slug>`, is no longer than a GUID either).
  categories: z
    .array(z.object({ id: guid().optional(), name: text(30).min(1) }))
    .max(20)
    .optional(),
  form: form.optional(),
});

/**
 * A new event: the SDK's CreateEvent requires `event.location` and
 * `event.registration.initialType` (with the title and dates), so one without them is refused
 * with REQUIRED_FIELD, never given a made-up venue or ticketing.
 */
const eventInput = eventFields.extend({
  location,
  registration: registration.extend({ initialType: registration.shape.initialType.unwrap() }),
});

const createSchema = z.object({ event: eventInput, draft: z.boolean().default(false), fields });
/** Changes to an event: within its dates and location, only the fields named change. */
const eventChanges = eventFields
  .extend({
    dateAndTimeSettings: eventFields.shape.dateAndTimeSettings.partial(),
    location: location.partial(),
  })
  .partial();
const updateSchema = z.object({
  event: eventChanges,
  fields,
  fieldMask: z.array(text(200)).max(50).optional(),
});
const cloneSchema = z.object({
  event: eventChanges.optional(),
  draft: z.boolean().default(false),
  fields,
  fieldMask: z.array(text(200)).max(50).optional(),
});

/**
 * ListEventsByCategory (GET /v3/events/category/{categoryId}): the category in the path, the
 * SDK's CommonPaging (`paging.limit` at most 1000, `paging.offset`) in the query.
 */
const categoryListing = z.object({
  categoryId: guid(),
  paging: z
    .object({ limit: intParam(0, 1000).optional(), offset: intParam().optional() })
    .optional(),
  fields,
});
const MAX_CATEGORY_PAGE = 100;

/**
 * The fields QueryEvents filters by, as the SDK's QueryEventsRequest schema lists them (its
 * filter is strict), in their wire names (`_id` is `id`), and the sandbox's short names for them
 * (EVENT_ALIASES). Counts and the bulk calls take the same filter.
 */
const FILTER_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'title',
  'slug',
  'status',
  'userId',
  'createdDate',
  'updatedDate',
  'registration.initialType',
  'dateAndTimeSettings.startDate',
  'dateAndTimeSettings.endDate',
  ...Object.keys(EVENT_ALIASES),
]);
const eventFilter = (filter: Record<string, unknown>) => parsedFilter(filter, FILTER_FIELDS);

/** QueryEvents' order when a query names none: soonest first. */
const SOONEST_FIRST = [{ fieldName: 'startDate', order: 'ASC' as const }];

/**
 * QueryEvents' query: the SDK's CommonQueryV2, whose offset paging (CommonPaging) takes a
 * `limit` up to 1000 (the spec names no bound of its own), unlike the common query's 100.
 */
const eventQuery = querySchema.extend({
  paging: z
    .object({ limit: intParam(0, 1000).optional(), offset: intParam(0).optional() })
    .optional(),
});

/**
 * The bulk calls' body as the SDK sends it: `{ filter: { filter: {...} } }`, a CommonQueryV2
 * whose sort and paging a caller may add. Strict, so a bare filter (`{ filter: { title: ... } }`)
 * is a violation, never "every event".
 */
const filterSchema = z.object({
  filter: z.strictObject({
    // The SDK's `@requiredField options.filter.filter`: left out, it is refused (not "every event").
    filter: z.record(text(200), z.unknown()),
    sort: eventQuery.shape.sort,
    paging: eventQuery.shape.paging,
  }),
});

/** Event management v3 (spec §7.5). Reads are public except drafts; writes are elevated. */
export const eventRoutes = (p: Platform) => {
  const isAdmin = (c: Ctx) => callerOf(p, c).kind === 'admin';
  const view = (c: Ctx, event: StoredEvent) => eventView(p, requestBase(c.req.url), event);
  const visible = (c: Ctx, event: StoredEvent | undefined, what: string): StoredEvent => {
    if (!event || (event.status === 'DRAFT' && !isAdmin(c))) throw notFound(`Event ${what}`);
    return event;
  };
  const inFilter = (c: Ctx, filter: Record<string, unknown>) =>
    p.db.events.all().filter((e) => matches(view(c, e), filter, EVENT_ALIASES));
  /**
   * The events a bulk call's query names: every one its filter matches or, when it pages, that
   * page of them in its sort, as QueryEvents lists it (a destructive call reaches no further).
   */
  const inQuery = async (c: Ctx) => {
    const { filter, sort, paging } = (await readBody(c, filterSchema)).filter;
    const matched = inFilter(c, eventFilter(filter));
    if (!paging) return matched;
    const sorted = sortDocs(
      matched.map((e) => view(c, e)),
      sort ?? SOONEST_FIRST,
      EVENT_ALIASES,
    );
    const paged = new Set(offsetPage(sorted, paging.limit, paging.offset).items.map((e) => e.id));
    return matched.filter((e) => paged.has(e.id));
  };
  /**
   * The field sets asked for; `summaries` (DASHBOARD) and `onlineConferencing` only for the
   * administrator, as the platform gives them only with their own permissions.
   */
  const shown = (c: Ctx, event: ReturnType<typeof eventView>, asked?: readonly string[]) => {
    if (!isAdmin(c))
      return withFields(
        event,
        asked?.filter((f) => f !== 'ONLINE_CONFERENCING_SESSION'),
      );
    return asked?.includes('DASHBOARD')
      ? { ...withFields(event, asked), summaries: eventSummaries(p, event.id) }
      : withFields(event, asked);
  };
  const answer = (c: Ctx, event: StoredEvent, asked?: readonly string[]) =>
    c.json({ event: shown(c, view(c, event), asked) });
  /** The events the caller may see (drafts are the admin's), of those `keep` keeps, as views. */
  const readable = (c: Ctx, keep: (e: StoredEvent) => boolean = () => true) =>
    p.db.events
      .all()
      .filter((e) => (isAdmin(c) || e.status !== 'DRAFT') && keep(e))
      .map((e) => view(c, e));
  /** A page of events with the field sets asked for, and the SDK's paging metadata. */
  const pageAnswer = (c: Ctx, page: OffsetPage<EventView>, asked?: readonly string[]) =>
    c.json({
      events: page.items.map((event) => shown(c, event, asked)),
      pagingMetadata: {
        count: page.items.length,
        offset: page.offset,
        total: page.total,
        hasNext: page.offset + page.items.length < page.total,
      },
    });
  const queryEvents = async (c: Ctx) => {
    const { query, fields: asked } = await readParams(
      c,
      z.object({ query: eventQuery.default({}), fields }),
    );
    const sorted = filterAndSort(
      readable(c),
      {
        ...query,
        filter: query.filter && eventFilter(query.filter),
        sort: query.sort ?? SOONEST_FIRST,
      },
      EVENT_ALIASES,
    );
    return pageAnswer(c, offsetPage(sorted, query.paging?.limit, query.paging?.offset), asked);
  };

  return new Hono<AppEnv>()
    .post('/v3/events/query', queryEvents)
    .post('/v3/events/count-by-status', async (c) => {
      const body = await readBody(
        c,
        z.object({
          filter: jsonRecord().default({}),
          facet: listParam(text(100)).optional(),
          includeDrafts: z.boolean().default(false),
        }),
      );
      const counts: Record<string, number> = {};
      for (const event of inFilter(c, eventFilter(body.filter))) {
        if (event.status === 'DRAFT' && !(body.includeDrafts && isAdmin(c))) continue;
        const status = view(c, event).status;
        counts[status] = (counts[status] ?? 0) + 1;
      }
      return c.json({ facets: { status: { counts } } });
    })
    .post('/v3/events', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, createSchema);
      return answer(c, createEvent(p, body.event, body.draft), body.fields);
    })
    .post('/v3/events/:eventId/clone', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, cloneSchema);
      return answer(c, cloneEvent(p, pathId(c, 'eventId'), body.event, body.draft), body.fields);
    })
    .patch('/v3/events/:eventId', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, updateSchema);
      return answer(c, updateEvent(p, pathId(c, 'eventId'), body.event), body.fields);
    })
    .post('/v3/events/:eventId/publish', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, z.object({ fields }));
      return answer(c, publishEvent(p, pathId(c, 'eventId')), body.fields);
    })
    .post('/v3/events/:eventId/cancel', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, z.object({ fields }));
      return answer(c, cancelEvent(p, pathId(c, 'eventId')), body.fields);
    })
    .post('/v3/bulk/events/cancel-by-filter', async (c) => {
      requireAdmin(p, c);
      cancelEvents(p, await inQuery(c));
      return c.json({});
    })
    .delete('/v3/events/:eventId', (c) => {
      requireAdmin(p, c);
      const eventId = pathId(c, 'eventId');
      deleteEvent(p, eventId);
      // The SDK's DeleteEventResponse names the deleted event.
      return c.json({ eventId });
    })
    .post('/v3/bulk/events/delete-by-filter', async (c) => {
      requireAdmin(p, c);
      deleteEvents(
        p,
        (await inQuery(c)).map((e) => e.id),
      );
      return c.json({});
    })
    .get('/v3/events/category/:categoryId', async (c) => {
      const path = { categoryId: c.req.param('categoryId') };
      const { categoryId, paging, fields: asked } = await readParams(c, categoryListing, path);
      // The category's events, soonest first (the sandbox keeps no order within a category).
      const events = sortDocs(
        readable(c, (e) => inCategory(e, categoryId)),
        SOONEST_FIRST,
        EVENT_ALIASES,
      );
      // At most 100 a page, as the platform lists them, whatever the SDK's bound lets a caller ask.
      const limit = Math.min(paging?.limit ?? DEFAULT_LIMIT, MAX_CATEGORY_PAGE);
      return pageAnswer(c, offsetPage(events, limit, paging?.offset), asked);
    })
    .get('/v3/events/slug/:slug', async (c) => {
      const slug = c.req.param('slug');
      const { fields: asked } = await readParams(c, z.object({ fields }));
      return answer(c, visible(c, p.db.events.byKey(slug), slug), asked);
    })
    .get('/v3/events/:eventId', async (c) => {
      const id = pathId(c, 'eventId');
      const { fields: asked } = await readParams(c, z.object({ fields }));
      return answer(c, visible(c, p.db.events.get(id), id), asked);
    });
};
