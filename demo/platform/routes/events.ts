import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { StoredEvent } from '../db/types.ts';
import { applicationError, invalidField, notFound } from '../errors.ts';
import { newId, slugify } from '../ids.ts';
import { EVENT_ALIASES, eventView } from '../domain/events.ts';
import { requestBase } from '../domain/products.ts';
import { callerOf, requireAdmin } from '../domain/tokens.ts';
import { matches } from '../query/filter.ts';
import { filterAndSort, offsetPage, querySchema } from '../query/query.ts';
import { jsonRecord, listParam, longText, readBody, readParams, text } from '../validation.ts';

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
const fields = listParam(FIELDS).optional();

const isoDate = () => z.iso.datetime({ offset: true });

const eventInput = z.object({
  id: text(200).optional(),
  title: text(200).min(1),
  shortDescription: text(500).optional(),
  description: longText().optional(),
  dateAndTimeSettings: z.object({
    startDate: isoDate(),
    endDate: isoDate(),
    timeZoneId: text(100).optional(),
    dateAndTimeTbd: z.boolean().optional(),
  }),
  location: z
    .object({
      type: z.enum(['VENUE', 'ONLINE']),
      name: text(200).optional(),
      address: jsonRecord().nullish(),
    })
    .default({ type: 'VENUE', name: 'The Lantern Room' }),
  registration: z
    .object({
      initialType: z.enum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE']).optional(),
      type: z.enum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE']).optional(),
      external: z.object({ url: z.url().max(2000) }).optional(),
    })
    .default({}),
  mainImage: z
    .object({
      id: text(200).optional(),
      url: text(2000),
      width: z.number().optional(),
      height: z.number().optional(),
    })
    .optional(),
  categories: z
    .array(z.object({ id: text(200).optional(), name: text(100) }))
    .max(20)
    .optional(),
  form: jsonRecord().optional(),
});

const createSchema = z.object({ event: eventInput, draft: z.boolean().default(false), fields });
const updateSchema = z.object({
  event: eventInput.partial(),
  fields,
  fieldMask: z.array(text(200)).max(50).optional(),
});
const cloneSchema = z.object({
  event: eventInput.partial().optional(),
  draft: z.boolean().default(false),
  fields,
  fieldMask: z.array(text(200)).max(50).optional(),
});
/**
 * The bulk calls' body as the SDK sends it: `{ filter: { filter: {...} } }` (a query object).
 * Strict, so a bare filter (`{ filter: { title: ... } }`) is a violation, never "every event".
 */
const filterSchema = z.object({
  filter: z.strictObject({ filter: z.record(text(200), z.unknown()).default({}) }),
});

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

/** Event management v3 (spec §7.5). Reads are public except drafts; writes are elevated. */
export const eventRoutes = (p: Platform) => {
  const isAdmin = (c: Ctx) => callerOf(p, c).kind === 'admin';
  const view = (c: Ctx, event: StoredEvent) => eventView(p, requestBase(c.req.url), event);
  const visible = (c: Ctx, event: StoredEvent | undefined, what: string): StoredEvent => {
    if (!event || (event.status === 'DRAFT' && !isAdmin(c))) throw notFound(`Event ${what}`);
    return event;
  };
  const stored = (id: string): StoredEvent => {
    const event = p.db.events.get(id);
    if (!event) throw notFound(`Event ${id}`);
    return event;
  };
  const uniqueSlug = (title: string): string => {
    const base = slugify(title);
    let slug = base;
    for (let n = 2; p.db.events.byKey(slug); n++) slug = `${base}-${n}`;
    return slug;
  };
  const save = (c: Ctx, event: StoredEvent) =>
    c.json({ event: view(c, p.db.events.put({ ...event, updatedDate: p.clock.iso() })) });
  const normalise = <T extends Partial<z.infer<typeof eventInput>>>(input: T) => {
    const { registration, ...rest } = input;
    const type = registration?.type ?? registration?.initialType;
    return {
      ...rest,
      ...(registration
        ? {
            registration: {
              type: type ?? 'TICKETING',
              ...(registration.external ? { external: registration.external } : {}),
            },
          }
        : {}),
    };
  };
  const inFilter = (c: Ctx, filter: Record<string, unknown>) =>
    p.db.events.all().filter((e) => matches(view(c, e), filter, EVENT_ALIASES));
  const removeEvent = (id: string) => {
    for (const def of p.db.ticketDefinitions.allByKey(id)) {
      p.db.ticketDefinitions.delete(def.id);
      p.db.ticketInventory.remove(def.id);
    }
    p.db.events.delete(id);
  };
  const cloneTickets = (fromEventId: string, toEventId: string) => {
    for (const def of p.db.ticketDefinitions.allByKey(fromEventId)) {
      const id = newId();
      p.db.ticketDefinitions.put({
        ...def,
        id,
        eventId: toEventId,
        createdDate: p.clock.iso(),
        updatedDate: p.clock.iso(),
      });
      p.db.ticketInventory.init(id, def.capacity);
    }
  };
  const queryEvents = async (c: Ctx) => {
    const { query } = await readParams(c, z.object({ query: querySchema.default({}), fields }));
    const all = p.db.events
      .all()
      .filter((e) => isAdmin(c) || e.status !== 'DRAFT')
      .map((e) => view(c, e));
    const sorted = filterAndSort(
      all,
      { ...query, sort: query.sort ?? [{ fieldName: 'startDate', order: 'ASC' }] },
      EVENT_ALIASES,
    );
    const page = offsetPage(sorted, query.paging?.limit, query.paging?.offset);
    return c.json({
      events: page.items,
      pagingMetadata: {
        count: page.items.length,
        offset: page.offset,
        total: page.total,
        hasNext: page.offset + page.items.length < page.total,
      },
    });
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
      for (const event of inFilter(c, body.filter)) {
        if (event.status === 'DRAFT' && !(body.includeDrafts && isAdmin(c))) continue;
        const status = view(c, event).status;
        counts[status] = (counts[status] ?? 0) + 1;
      }
      return c.json({ facets: { status: { counts } } });
    })
    .post('/v3/events', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, createSchema);
      const now = p.clock.iso();
      const event: StoredEvent = {
        form: { controls: [] },
        categories: [],
        ...normalise(body.event),
        registration: normalise(body.event).registration ?? { type: 'TICKETING' },
        id: newId(),
        slug: uniqueSlug(body.event.title),
        status: body.draft ? 'DRAFT' : 'UPCOMING',
        createdDate: now,
      };
      checkDates(event);
      return save(c, event);
    })
    .post('/v3/events/:eventId/clone', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, cloneSchema);
      const source = stored(c.req.param('eventId'));
      const title = body.event?.title ?? `${source.title} (copy)`;
      const clone: StoredEvent = {
        ...source,
        ...normalise(body.event ?? {}),
        id: newId(),
        title,
        slug: uniqueSlug(title),
        status: body.draft ? 'DRAFT' : source.status === 'CANCELED' ? 'UPCOMING' : source.status,
        createdDate: p.clock.iso(),
      };
      checkDates(clone);
      cloneTickets(source.id, clone.id);
      return save(c, clone);
    })
    .patch('/v3/events/:eventId', async (c) => {
      requireAdmin(p, c);
      const body = await readBody(c, updateSchema);
      const event = stored(c.req.param('eventId'));
      if (body.event.id && body.event.id !== event.id)
        throw invalidField('event.id', 'must match the path');
      const updated = { ...event, ...normalise(body.event), id: event.id };
      checkDates(updated);
      return save(c, updated);
    })
    .post('/v3/events/:eventId/publish', async (c) => {
      requireAdmin(p, c);
      await readBody(c, z.object({ fields }));
      const event = stored(c.req.param('eventId'));
      if (event.status !== 'DRAFT')
        throw applicationError(
          409,
          'EVENT_ALREADY_PUBLISHED',
          'Only a draft event can be published',
        );
      return save(c, { ...event, status: 'UPCOMING', publishedDate: p.clock.iso() });
    })
    .post('/v3/events/:eventId/cancel', async (c) => {
      requireAdmin(p, c);
      await readBody(c, z.object({ fields }));
      const event = stored(c.req.param('eventId'));
      if (event.status === 'CANCELED')
        throw applicationError(409, 'EVENT_ALREADY_CANCELED', 'The event is already cancelled');
      return save(c, { ...event, status: 'CANCELED' });
    })
    .post('/v3/bulk/events/cancel-by-filter', async (c) => {
      requireAdmin(p, c);
      const { filter } = (await readBody(c, filterSchema)).filter;
      const events = inFilter(c, filter).filter((e) => e.status !== 'CANCELED');
      events.forEach((e) =>
        p.db.events.put({ ...e, status: 'CANCELED', updatedDate: p.clock.iso() }),
      );
      return c.json({});
    })
    .delete('/v3/events/:eventId', (c) => {
      requireAdmin(p, c);
      removeEvent(stored(c.req.param('eventId')).id);
      return c.json({});
    })
    .post('/v3/bulk/events/delete-by-filter', async (c) => {
      requireAdmin(p, c);
      const { filter } = (await readBody(c, filterSchema)).filter;
      inFilter(c, filter).forEach((e) => removeEvent(e.id));
      return c.json({});
    })
    .get('/v3/events/slug/:slug', async (c) => {
      await readParams(c, z.object({ fields }));
      return c.json({
        event: view(c, visible(c, p.db.events.byKey(c.req.param('slug')), c.req.param('slug'))),
      });
    })
    .get('/v3/events/:eventId', async (c) => {
      await readParams(c, z.object({ fields }));
      return c.json({
        event: view(c, visible(c, p.db.events.get(c.req.param('eventId')), c.req.param('eventId'))),
      });
    });
};
