import { describe, expect, it } from 'vitest';
import { MAX_RSVPS_PER_EVENT } from './domain/rsvps.ts';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

const RSVP_EVENT = 'evt-poetry-and-pints';

/** An RSVP posted on the hosted event page, as a guest's browser sends it. */
const rsvp = async (fields: Record<string, string>) => {
  const res = await sandbox().fetch(`${sandbox().url}/hosted/events/poetry-and-pints/rsvp`, {
    method: 'POST',
    body: new URLSearchParams({ firstName: 'Rae', lastName: 'V', ...fields }),
  });
  return { status: res.status, html: await res.text() };
};

describe('RSVPs', () => {
  it('keep names and emails within bounds', async () => {
    const long = await rsvp({ firstName: 'R'.repeat(101), email: `${'e'.repeat(250)}@x.io` });
    expect(long.status).toBe(400);
    expect(long.html).toContain('First name must be at most 100 characters.');
    expect(long.html).toContain('Email must be at most 254 characters.');
    expect(sandbox().platform.db.rsvps.allByKey(RSVP_EVENT)).toEqual([]);
  });

  it('are at most 10,000 per event; guests on the list may still change theirs', async () => {
    const { db, clock } = sandbox().platform;
    const now = clock.iso();
    db.transaction(() => {
      for (let i = 1; i < MAX_RSVPS_PER_EVENT; i++)
        db.rsvps.put({
          id: `rsvp-${i}`,
          rsvpNumber: `N-${i}`,
          eventId: RSVP_EVENT,
          status: 'YES',
          firstName: 'G',
          lastName: 'G',
          email: `guest-${i}@example.com`,
          additionalGuests: 0,
          form: { inputValues: [] },
          createdDate: now,
          updatedDate: now,
        });
    });
    expect((await rsvp({ email: 'last@example.com' })).status).toBe(200);

    const full = await rsvp({ email: 'over@example.com' });
    expect(full.status).toBe(409);
    expect(full.html).toContain('The guest list is full: this event takes at most 10,000 RSVPs');
    expect((await rsvp({ email: 'last@example.com', additionalGuests: '1' })).status).toBe(200);
    expect(db.rsvps.allByKey(RSVP_EVENT)).toHaveLength(MAX_RSVPS_PER_EVENT);
  });
});
