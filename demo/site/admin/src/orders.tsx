/** Ticket orders: filters, facets, search, summary, confirm, archive, capture, void, and POS sales. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TicketingOrder } from '../../../../shared/client';
import { ActionResult, useAction } from './action-result';
import { textOf, useAdmin, when } from './admin-client';
import { PagedTable, useOffsetPager } from './paged-table';
import { PointOfSale } from './point-of-sale';

const STATUSES = ['PAID', 'PENDING', 'FREE', 'AUTHORIZED', 'VOIDED', 'OFFLINE_PENDING', 'CANCELED'];
const TAGS = ['ARCHIVED', 'CONFIRMED', 'UNCONFIRMED', 'MEMBER', 'POS_ORDER'];

interface Filters {
  status: string;
  eventId: string;
  tag: string;
  search: string;
}

type Order = TicketingOrder & {
  fullName?: string;
  email?: string;
  archived?: boolean;
  confirmed?: boolean;
  ticketsQuantity?: number;
  totalPrice?: { formattedAmount?: string; amount?: string };
};

type Counts = Record<string, { counts?: Record<string, number> }>;

const moneyText = (m: { formattedAmount?: string; amount?: string } | undefined) =>
  m?.formattedAmount ?? m?.amount ?? '—';

/** Events for the filter and the box office: every event, titles by id. */
export function useEventChoices() {
  const client = useAdmin();
  return useQuery({
    queryKey: ['events', 'choices'],
    queryFn: async () =>
      (
        await client.events.queryEvents({
          sort: [{ fieldName: 'startDate', order: 'ASC' }],
          paging: { limit: 100 },
        })
      ).events,
  });
}

export function OrdersArea() {
  const client = useAdmin();
  const action = useAction();
  const paging = useOffsetPager(20);
  const [filters, setFilters] = useState<Filters>({ status: '', eventId: '', tag: '', search: '' });
  const events = useEventChoices();
  const titleOf = (id: string | undefined) =>
    events.data?.find((e) => e.id === id)?.title ?? id ?? '';

  const list = useQuery({
    queryKey: ['orders', filters, paging.offset],
    queryFn: () =>
      client.ticketingOrders.listOrders({
        offset: paging.offset,
        limit: paging.size,
        fieldset: ['DETAILS'], // status, name, quantity, total: the table's columns
        facet: ['status', 'eventId'],
        ...(filters.status ? { status: [filters.status] } : {}),
        ...(filters.eventId ? { eventId: [filters.eventId] } : {}),
        ...(filters.tag ? { tag: [filters.tag] } : {}),
        ...(filters.search ? { searchPhrase: filters.search } : {}),
      }),
  });
  const summary = useQuery({
    queryKey: ['orders', 'summary', filters.eventId],
    queryFn: () => client.ticketingOrdersAdmin.getSummary(filters.eventId || undefined),
  });
  const orders = list.data?.orders as Order[] | undefined;
  const facets = (list.data as { facets?: Counts } | undefined)?.facets ?? {};
  // One row per currency the orders were paid in (the SDK's GetSummaryResponse).
  const sales = summary.data?.sales as
    | { totalOrders?: number; totalTickets?: number; revenue?: { formattedAmount?: string } }[]
    | undefined;

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters({
      status: textOf(data.get('status')),
      eventId: textOf(data.get('eventId')),
      tag: textOf(data.get('tag')),
      search: textOf(data.get('search')),
    });
    paging.reset();
  };
  const act = (label: string, call: () => Promise<unknown>) => void action.run(call, () => label);

  return (
    <>
      <h2>Ticket orders</h2>
      <ActionResult outcome={action.outcome} />
      <section className="panel" aria-labelledby="or-summary">
        <h3 id="or-summary">
          Summary{filters.eventId ? ` for ${titleOf(filters.eventId)}` : ', all events'}
        </h3>
        <p aria-live="polite">
          {summary.error
            ? String((summary.error as Error).message)
            : sales
              ? `${sales
                  .map(
                    (row) =>
                      `${row.totalOrders ?? 0} paid orders, ${row.totalTickets ?? 0} tickets, ${moneyText(row.revenue)} revenue`,
                  )
                  .join('; ')}.`
              : 'Loading…'}
        </p>
      </section>
      <section className="panel" aria-labelledby="or-list">
        <h3 id="or-list">Orders</h3>
        <form className="inline" onSubmit={onFilter} aria-label="Order filters">
          <label>
            Search
            <input name="search" type="search" placeholder="Order number, name or email" />
          </label>
          <label>
            Status
            <select name="status">
              <option value="">Any</option>
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Event
            <select name="eventId">
              <option value="">Any</option>
              {events.data?.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Tag
            <select name="tag">
              <option value="">Any</option>
              {TAGS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <button type="submit">Apply filters</button>
        </form>
        <Facets title="By status" counts={facets.status?.counts} />
        <Facets title="By event" counts={facets.eventId?.counts} name={titleOf} />
        <PagedTable<Order>
          caption="Ticket orders, newest first"
          rows={orders}
          rowKey={(o) => o.orderNumber}
          loading={list.isFetching}
          error={list.error}
          empty="No orders match."
          columns={[
            { header: 'Order', cell: (o) => <code>{o.orderNumber}</code> },
            { header: 'Event', cell: (o) => titleOf(o.eventId) },
            {
              header: 'Buyer',
              cell: (o) => (
                <>
                  {o.fullName}
                  <br />
                  <span className="muted">{o.email}</span>
                </>
              ),
            },
            {
              header: 'Status',
              cell: (o) => (
                <>
                  <span data-status={o.status}>{o.status}</span>
                  {o.archived ? ' · archived' : ''}
                  {o.confirmed ? ' · confirmed' : ''}
                </>
              ),
            },
            { header: 'Tickets', numeric: true, cell: (o) => o.ticketsQuantity ?? '' },
            { header: 'Total', numeric: true, cell: (o) => moneyText(o.totalPrice) },
            { header: 'Placed', cell: (o) => when(o.created) },
            {
              header: 'Actions',
              cell: (o) => {
                const id = o.eventId ?? '';
                const n = o.orderNumber;
                return (
                  <>
                    {['PENDING', 'OFFLINE_PENDING', 'INITIATED'].includes(o.status) ? (
                      <button
                        type="button"
                        onClick={() =>
                          act(`Order ${n} confirmed.`, () =>
                            client.ticketingOrdersAdmin.confirmOrder(id, [n]),
                          )
                        }
                      >
                        Confirm
                      </button>
                    ) : null}
                    {o.status === 'AUTHORIZED' ? (
                      <>
                        <button
                          type="button"
                          onClick={() =>
                            act(`Payment for order ${n} captured.`, () =>
                              client.ticketingOrdersAdmin.captureAuthorizedPayment(id, n),
                            )
                          }
                        >
                          Capture
                        </button>
                        <button
                          type="button"
                          className="danger"
                          onClick={() =>
                            act(`Payment for order ${n} voided.`, () =>
                              client.ticketingOrdersAdmin.voidAuthorizedPayment(id, n),
                            )
                          }
                        >
                          Void
                        </button>
                      </>
                    ) : null}
                    <button
                      type="button"
                      className="quiet"
                      onClick={() =>
                        act(`Order ${n} ${o.archived ? 'unarchived' : 'archived'}.`, () =>
                          client.ticketingOrdersAdmin.updateOrder(id, n, { archived: !o.archived }),
                        )
                      }
                    >
                      {o.archived ? 'Unarchive' : 'Archive'}
                    </button>
                  </>
                );
              },
            },
          ]}
          pager={paging.pager(orders?.length ?? 0, list.data?.total)}
        />
      </section>
      <PointOfSale />
    </>
  );
}

function Facets({
  title,
  counts,
  name = (key) => key,
}: {
  title: string;
  counts: Record<string, number> | undefined;
  name?: (key: string) => string;
}) {
  if (!counts || Object.keys(counts).length === 0) return null;
  return (
    <p>
      <strong>{title}:</strong>{' '}
      {Object.entries(counts)
        .map(([key, count]) => `${name(key)} ${count}`)
        .join(' · ')}
    </p>
  );
}
