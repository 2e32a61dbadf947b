/** Events: counts by status, the list, create a draft, edit, clone, publish, cancel, delete, bulk. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Event, Filter } from '../../../../shared/client';
import { ActionResult, ConfirmButton, useAction } from './action-result';
import { textOf, useAdmin, when } from './admin-client';
import { PagedTable, useOffsetPager } from './paged-table';

const STATUSES = ['DRAFT', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'];

/** `datetime-local` value ("2030-05-01T20:00", the administrator's time) to ISO, and back. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');
const localOf = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function EventsArea() {
  const client = useAdmin();
  const action = useAction();
  const paging = useOffsetPager(20);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Event | null>(null);

  const counts = useQuery({
    queryKey: ['events', 'counts'],
    queryFn: () => client.events.countEventsByStatus({ includeDrafts: true, facet: ['status'] }),
  });
  const list = useQuery({
    queryKey: ['events', 'list', status, paging.offset],
    queryFn: () =>
      client.events.queryEvents({
        ...(status ? { filter: { status } } : {}),
        sort: [{ fieldName: 'startDate', order: 'ASC' }],
        paging: { limit: paging.size, offset: paging.offset },
      }),
  });
  const statusCounts =
    (counts.data?.facets?.status as { counts?: Record<string, number> } | undefined)?.counts ?? {};
  const events = list.data?.events;
  const meta = list.data?.pagingMetadata;

  const act = (label: string, call: () => Promise<unknown>) => void action.run(call, () => label);

  return (
    <>
      <h2>Events</h2>
      <ActionResult outcome={action.outcome} />
      <section className="panel" aria-labelledby="ev-counts">
        <h3 id="ev-counts">Counts by status</h3>
        {counts.error ? (
          <p role="alert">{(counts.error as Error).message}</p>
        ) : counts.data ? (
          <ul className="facets">
            {STATUSES.map((s) => (
              <li key={s}>
                {s}: <strong data-count={s}>{statusCounts[s] ?? 0}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p>Loading…</p>
        )}
      </section>
      <section className="panel" aria-labelledby="ev-list">
        <h3 id="ev-list">All events</h3>
        <label>
          Status
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              paging.reset();
            }}
          >
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <PagedTable<Event>
          caption="Events by start date"
          rows={events}
          rowKey={(e) => e.id}
          loading={list.isFetching}
          error={list.error}
          empty="No events."
          columns={[
            { header: 'Title', cell: (e) => e.title },
            { header: 'Status', cell: (e) => <span data-status={e.status}>{e.status}</span> },
            { header: 'Starts', cell: (e) => when(e.dateAndTimeSettings?.startDate) },
            { header: 'Slug', cell: (e) => <code>{e.slug}</code> },
            {
              header: 'Actions',
              cell: (e) => (
                <>
                  <button type="button" className="quiet" onClick={() => setEditing(e)}>
                    Edit
                  </button>
                  {e.status === 'DRAFT' ? (
                    <button
                      type="button"
                      disabled={action.pending}
                      onClick={() =>
                        act(`"${e.title}" is published.`, () =>
                          client.eventsAdmin.publishEvent(e.id),
                        )
                      }
                    >
                      Publish
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="quiet"
                    disabled={action.pending}
                    onClick={() =>
                      act(`"${e.title}" cloned as a draft.`, () =>
                        client.eventsAdmin.cloneEvent(e.id, { draft: true }),
                      )
                    }
                  >
                    Clone
                  </button>
                  {['UPCOMING', 'STARTED'].includes(e.status ?? '') ? (
                    <ConfirmButton
                      label="Cancel"
                      confirmLabel={`Cancel "${e.title}"`}
                      onConfirm={() =>
                        act(`"${e.title}" is cancelled.`, () =>
                          client.eventsAdmin.cancelEvent(e.id),
                        )
                      }
                    />
                  ) : null}
                  <ConfirmButton
                    label="Delete"
                    confirmLabel={`Delete "${e.title}"`}
                    onConfirm={() =>
                      act(`"${e.title}" is deleted.`, () => client.eventsAdmin.deleteEvent(e.id))
                    }
                  />
                </>
              ),
            },
          ]}
          pager={paging.pager(events?.length ?? 0, meta?.total, meta?.hasNext)}
        />
      </section>
      {editing ? (
        <EventForm
          key={editing.id}
          event={editing}
          onDone={() => setEditing(null)}
          run={action.run}
        />
      ) : null}
      <EventForm key="new" run={action.run} />
      <BulkByFilter run={action.run} />
    </>
  );
}

type Run = ReturnType<typeof useAction>['run'];

/** Creates a draft (no `event`) or edits one. */
function EventForm({ event, onDone, run }: { event?: Event; onDone?: () => void; run: Run }) {
  const client = useAdmin();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the table: take the keyboard and screen reader to the form.
  useEffect(() => {
    if (event) headingRef.current?.focus();
  }, [event]);
  const headingId = event ? 'ev-edit' : 'ev-new';
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const form = submit.currentTarget;
    const data = new FormData(form);
    const fields = {
      title: textOf(data.get('title')),
      shortDescription: textOf(data.get('shortDescription')),
      dateAndTimeSettings: {
        startDate: isoOf(textOf(data.get('start'))),
        endDate: isoOf(textOf(data.get('end'))),
      },
    };
    if (event) {
      const saved = await run(
        () =>
          client.eventsAdmin.updateEvent(
            { id: event.id, ...fields },
            { fieldMask: ['title', 'shortDescription', 'dateAndTimeSettings'] },
          ),
        (answer) => `"${answer.event.title}" is saved.`,
      );
      if (saved) onDone?.();
      return;
    }
    const draft = data.get('draft') === 'on';
    const created = await run(
      () =>
        client.eventsAdmin.createEvent(
          {
            ...fields,
            location: { type: 'VENUE', name: textOf(data.get('venue')) || 'The Lantern Room' },
            registration: { initialType: textOf(data.get('registration')) || 'TICKETING' },
          },
          { draft },
        ),
      (answer) =>
        `"${answer.event.title}" is created${draft ? ' as a draft' : ''} (${answer.event.id}).`,
    );
    if (created) form.reset();
  };
  const dates = event?.dateAndTimeSettings;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {event ? `Edit "${event.title}"` : 'New event'}
      </h3>
      <form className="inline" onSubmit={(e) => void onSubmit(e)} aria-labelledby={headingId}>
        <label>
          Title
          <input name="title" required defaultValue={event?.title ?? ''} />
        </label>
        <label>
          Short description
          <input name="shortDescription" defaultValue={event?.shortDescription ?? ''} />
        </label>
        <label>
          Starts
          <input
            name="start"
            type="datetime-local"
            required
            defaultValue={localOf(dates?.startDate)}
          />
        </label>
        <label>
          Ends
          <input name="end" type="datetime-local" required defaultValue={localOf(dates?.endDate)} />
        </label>
        {event ? null : (
          <>
            <label>
              Venue
              <input name="venue" defaultValue="The Lantern Room" />
            </label>
            <label>
              Registration
              <select name="registration" defaultValue="TICKETING">
                <option value="TICKETING">Tickets</option>
                <option value="RSVP">RSVP</option>
              </select>
            </label>
            <label className="check">
              <input name="draft" type="checkbox" defaultChecked />
              Save as draft
            </label>
          </>
        )}
        <button type="submit">{event ? 'Save event' : 'Create event'}</button>
        {event ? (
          <button type="button" className="quiet" onClick={onDone}>
            Close
          </button>
        ) : null}
      </form>
    </section>
  );
}

/** Cancel or delete every event matching a title fragment and a status. */
function BulkByFilter({ run }: { run: Run }) {
  const client = useAdmin();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  const filter: Filter = {
    ...(title ? { title: { $contains: title } } : {}),
    ...(status ? { status } : {}),
  };
  const empty = !title && !status;
  const describe = `events${title ? ` titled like "${title}"` : ''}${status ? ` in ${status}` : ''}`;
  return (
    <section className="panel" aria-labelledby="ev-bulk">
      <h3 id="ev-bulk">Bulk cancel or delete by filter</h3>
      <div className="row">
        <label>
          Title contains
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <ConfirmButton
          label="Cancel matching events"
          confirmLabel={`Cancel all ${describe}`}
          disabled={empty}
          onConfirm={() =>
            void run(
              () => client.eventsAdmin.bulkCancelEventsByFilter(filter),
              () => `Cancelled ${describe}.`,
            )
          }
        />
        <ConfirmButton
          label="Delete matching events"
          confirmLabel={`Delete all ${describe}`}
          disabled={empty}
          onConfirm={() =>
            void run(
              () => client.eventsAdmin.bulkDeleteEventsByFilter(filter),
              () => `Deleted ${describe}.`,
            )
          }
        />
      </div>
      {empty ? <p className="muted">Give a title fragment or a status first.</p> : null}
    </section>
  );
}
