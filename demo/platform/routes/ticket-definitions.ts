import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { requestBase } from '../domain/products.ts';
import {
  countAvailableTicketDefinitions,
  createTicketDefinition,
  ticketDefinitionView,
  ticketDefinitionViews,
} from '../domain/ticket-definitions.ts';
import { callerOf, requireAdmin } from '../domain/tokens.ts';
import { queryPage, querySchema } from '../query/query.ts';
import { knownCurrency } from '../money.ts';
import { guid, jsonRecord, listParam, pathId, readBody, readParams, text } from '../validation.ts';

const FIELD = z.enum(['SALES_DETAILS', 'EVENT_DETAILS', 'SEATING_DETAILS']);

/** The SDK's query request: a query (required) and at most 5 field sets. */
const queryRequest = z.object({
  query: querySchema,
  fields: z.array(FIELD).max(5).default([]),
});

/**
 * The SDK's CommonMoney: a decimal string, within what the sandbox's money takes, in a currency
 * Intl knows (the site's when none is named); its digits are checked against the currency's
 * when the definition is made (domain/ticket-definitions.ts).
 */
const commonMoney = z.object({
  value: z.string().regex(/^\d{1,7}(\.\d{1,3})?$/),
  currency: z.string().refine(knownCurrency, 'an ISO 4217 currency code').optional(),
});
const isoDate = () => z.iso.datetime({ offset: true });

/** The SDK's TicketDefinition as createTicketDefinition takes it (its bounds). */
const newDefinition = z.object({
  eventId: guid(),
  name: text(30).min(1),
  description: text(500).default(''),
  initialLimit: z.number().int().min(1).max(50_000).optional(),
  pricingMethod: z.union([
    z.object({ fixedPrice: commonMoney }),
    z.object({ guestPrice: commonMoney }),
  ]),
  feeType: z.enum(['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE']).default('FEE_INCLUDED'),
  salePeriod: z
    .object({ startDate: isoDate().optional(), endDate: isoDate().optional() })
    .optional(),
});

/**
 * Ticket definitions v3 (spec §3; public `/events-ticket-definitions/v3/...` and
 * `/events/v3/ticket-definitions`). Query and get need the admin (the SDK's
 * WIX_EVENTS.READ_TICKET_DEFINITIONS); anyone may query the available ones, those of
 * published events, without their sales figures, and count those on sale now (`metadata`'s
 * count and total, both the count).
 */
export const ticketDefinitionRoutes = (p: Platform) => {
  /** Drafts' definitions and the sales figures are the admin's (`elevated`). */
  const answer = async (c: Ctx, scope: { includeDrafts: boolean; withSales: boolean }) => {
    const { query, fields } = await readBody(c, queryRequest);
    const defs = ticketDefinitionViews(p, requestBase(c.req.url), {
      includeDrafts: scope.includeDrafts,
      fields: scope.withSales ? fields : fields.filter((f) => f !== 'SALES_DETAILS'),
    });
    const { items, metadata } = queryPage(defs, {
      ...query,
      sort: query.sort ?? [{ fieldName: 'createdDate', order: 'ASC' }],
    });
    return c.json({ ticketDefinitions: items, metadata });
  };

  return new Hono<AppEnv>()
    .post('/v3/ticket-definitions', async (c) => {
      requireAdmin(p, c);
      const { ticketDefinition, fields } = await readBody(
        c,
        z.object({ ticketDefinition: newDefinition, fields: z.array(FIELD).max(5).default([]) }),
      );
      const base = requestBase(c.req.url);
      return c.json({
        ticketDefinition: createTicketDefinition(p, base, ticketDefinition, fields),
      });
    })
    .post('/v3/ticket-definitions/query', (c) => {
      requireAdmin(p, c);
      return answer(c, { includeDrafts: true, withSales: true });
    })
    .post('/v3/ticket-definitions/available/query', (c) =>
      answer(c, { includeDrafts: false, withSales: callerOf(p, c).kind === 'admin' }),
    )
    .post('/v3/ticket-definitions/available/count', async (c) => {
      const { filter } = await readBody(c, z.object({ filter: jsonRecord().nullish() }));
      const count = countAvailableTicketDefinitions(p, requestBase(c.req.url), filter ?? {});
      return c.json({ metadata: { count, total: count } });
    })
    .get('/v3/ticket-definitions/:id', async (c) => {
      requireAdmin(p, c);
      const { fields } = await readParams(c, z.object({ fields: listParam(FIELD, 5).default([]) }));
      const id = pathId(c);
      return c.json({
        ticketDefinition: ticketDefinitionView(p, requestBase(c.req.url), id, fields),
      });
    });
};
