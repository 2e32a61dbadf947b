/** Back-in-stock requests: the list (cursor paging), counts per item, mark sent, report back. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  fetchCursorPage,
  STORES_APP_ID,
  type BackInStockRequest,
  type CatalogReference,
} from '../../../../shared/client';
import { ActionResult, useAction } from './action-result';
import { textOf, useAdmin, when } from './admin-client';
import { PagedTable } from './paged-table';

const PAGE = 20;

const referenceOf = (productId: string, variantId: string): CatalogReference => ({
  catalogItemId: productId,
  appId: STORES_APP_ID,
  ...(variantId ? { options: { variantId } } : {}),
});

const variantOf = (ref: CatalogReference) =>
  (ref.options as { variantId?: string } | undefined)?.variantId ?? '';

export function BackInStockArea() {
  const client = useAdmin();
  const action = useAction();
  // Cursors of the pages before this one, and this page's cursor (undefined: the first page).
  const [trail, setTrail] = useState<Array<string | undefined>>([]);
  const [cursor, setCursor] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  const list = useQuery({
    queryKey: ['back-in-stock', cursor, status],
    queryFn: () =>
      fetchCursorPage(
        async (paging) => {
          const answer = await client.backInStockAdmin.queryRequests({
            cursorPaging: paging,
            ...(status ? { filter: { status } } : {}),
          });
          return { items: answer.requests, cursors: answer.metadata?.cursors ?? {} };
        },
        { limit: PAGE, ...(cursor ? { cursor } : {}) },
      ),
  });
  const page = list.data;

  const report = (ref: CatalogReference, name?: string) =>
    action.run(
      () => client.backInStockAdmin.reportItemsBackInStock({ catalogReference: ref }),
      (answer) => {
        const sent = (answer.notifiedRequestIds as string[] | undefined)?.length ?? 0;
        return `${name ?? ref.catalogItemId} reported back in stock: ${sent} notification${sent === 1 ? '' : 's'} sent.`;
      },
    );

  return (
    <>
      <h2>Back-in-stock requests</h2>
      <ActionResult outcome={action.outcome} />
      <section className="panel" aria-labelledby="bis-list">
        <h3 id="bis-list">Requests</h3>
        <div className="row">
          <label>
            Status
            <select
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setTrail([]);
                setCursor(undefined);
              }}
            >
              <option value="">Any</option>
              <option value="RECEIVED">Received</option>
              <option value="NOTIFICATION_SENT">Notification sent</option>
            </select>
          </label>
        </div>
        <PagedTable<BackInStockRequest>
          caption="Back-in-stock requests, newest first"
          rows={page?.items}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          error={list.error}
          empty="No requests."
          columns={[
            { header: 'Email', cell: (r) => r.email },
            {
              header: 'Item',
              cell: (r) => (
                <>
                  {String((r.itemDetails as { name?: string } | undefined)?.name ?? '')}
                  <br />
                  <code>{r.catalogReference.catalogItemId}</code>
                  {variantOf(r.catalogReference) ? (
                    <>
                      {' '}
                      <code>{variantOf(r.catalogReference)}</code>
                    </>
                  ) : null}
                </>
              ),
            },
            { header: 'Status', cell: (r) => <span data-status={r.status}>{r.status}</span> },
            { header: 'Asked', cell: (r) => when(r.createdDate) },
            {
              header: 'Actions',
              cell: (r) =>
                r.status === 'NOTIFICATION_SENT' ? null : (
                  <>
                    <button
                      type="button"
                      disabled={action.pending}
                      onClick={() =>
                        void action.run(
                          () => client.backInStockAdmin.markAsNotificationSent(r.id),
                          () => `Request from ${r.email ?? ''} marked as notified.`,
                        )
                      }
                    >
                      Mark as sent
                    </button>
                    <button
                      type="button"
                      className="quiet"
                      disabled={action.pending}
                      onClick={() => void report(r.catalogReference)}
                    >
                      Report item back
                    </button>
                  </>
                ),
            },
          ]}
          pager={{
            label: page ? `Page ${trail.length + 1}, ${page.items.length} requests` : '',
            hasPrev: trail.length > 0,
            hasNext: Boolean(page?.hasNext()),
            onPrev: () => {
              setCursor(trail.at(-1));
              setTrail(trail.slice(0, -1));
            },
            onNext: () => {
              setTrail([...trail, cursor]);
              setCursor(page?.cursors.next ?? undefined);
            },
          }}
        />
      </section>
      <ItemTools onReport={report} pending={action.pending} />
    </>
  );
}

/** Count waiting requests for an item, and report an item back in stock. */
function ItemTools({
  onReport,
  pending,
}: {
  onReport: (ref: CatalogReference) => Promise<unknown>;
  pending: boolean;
}) {
  const client = useAdmin();
  const counter = useAction();
  const refOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return referenceOf(textOf(data.get('productId')), textOf(data.get('variantId')));
  };
  const onCount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ref = refOf(event.currentTarget);
    void counter.run(
      () => client.backInStockAdmin.countByCatalogReference([ref]),
      (answer) => {
        const count = answer.countsPerCatalogReference[0]?.count ?? 0;
        return `${count} request${count === 1 ? '' : 's'} waiting for ${ref.catalogItemId}${variantOf(ref) ? ` (${variantOf(ref)})` : ''}.`;
      },
    );
  };
  return (
    <section className="panel" aria-labelledby="bis-item">
      <h3 id="bis-item">By item</h3>
      <form
        className="inline"
        onSubmit={onCount}
        onReset={() => counter.clear()}
        aria-labelledby="bis-item"
      >
        <label>
          Product id
          <input name="productId" required />
        </label>
        <label>
          Variant id (optional)
          <input name="variantId" />
        </label>
        <button type="submit">Count waiting requests</button>
        <button
          type="button"
          className="quiet"
          disabled={pending}
          onClick={(event) => {
            const form = event.currentTarget.form!;
            if (form.reportValidity()) void onReport(refOf(form));
          }}
        >
          Report back in stock
        </button>
      </form>
      <ActionResult outcome={counter.outcome} />
    </section>
  );
}
