/**
 * The official SDK's RSVP call (@wix/events `rsvp.createRsvp`), unchanged, against the sandbox:
 * a site owner's own RSVP form answers an RSVP event as the hosted event page does.
 */
import { describe, expect, it } from 'vitest';
import { rsvp, rsvpV2 } from '@wix/events';
import { sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const EVENT = 'evt-poetry-and-pints';
const { visitor, admin } = sdkClients({ rsvp, rsvpV2 });
const form = (values: Record<string, string>) => ({
  inputValues: Object.entries(values).map(([inputName, value]) => ({ inputName, value })),
});
const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada-rsvp@example.com' };

describe('RSVPs through the official SDK', () => {
  it('answers yes from the form, with its guests, and sends the confirmation', async () => {
    const { rsvp: answer, calendarLinks } = await visitor().rsvp.createRsvp({
      eventId: EVENT,
      status: 'YES',
      form: form({ ...guest, additionalGuests: '2' }),
    });
    expect(answer).toMatchObject({
      _id: expect.any(String),
      eventId: EVENT,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada-rsvp@example.com',
      status: 'YES',
      totalGuests: 3,
      memberId: '',
      anonymized: false,
    });
    expect(answer?.guests?.map((g) => g.index)).toEqual([0, 1, 2]);
    expect(answer?.created).toBeInstanceOf(Date);
    expect(calendarLinks?.ics).toBe(`${sandbox().url}/hosted/events/poetry-and-pints/calendar.ics`);
    // The same guest list the hosted page keeps, and the guest's confirmation is on its way.
    expect(
      sandbox()
        .platform.db.rsvps.allByKey(EVENT)
        .map((r) => r.id),
    ).toEqual([answer?._id]);
    const outbox = await sandbox().control<{ emails: unknown[] }>(
      'GET',
      'outbox?to=ada-rsvp@example.com',
    );
    expect(outbox.body.emails).toHaveLength(1);
  });

  it('refuses a bad answer in the SDK error shapes, and a member id not the caller’s', async () => {
    const client = visitor();
    await expect(
      client.rsvp.createRsvp({ eventId: EVENT, form: form({ ...guest, email: 'nope' }) }),
    ).rejects.toMatchObject({
      status: 400,
      details: {
        validationError: { fieldViolations: [{ field: 'options.form.inputValues.email' }] },
      },
    });
    // RSVP events here take yes only (their responseType is YES_ONLY).
    await expect(
      client.rsvp.createRsvp({ eventId: EVENT, status: 'NO', form: form(guest) }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'UNEXPECTED_RSVP_STATUS' } } });
    await expect(
      client.rsvp.createRsvp({ eventId: 'evt-nope', form: form(guest) }),
    ).rejects.toMatchObject({ status: 404, details: { applicationError: { code: 'NOT_FOUND' } } });
    // A ticketed event takes no RSVP: the code the SDK's CreateRsvpApplicationErrors declares.
    await expect(
      client.rsvp.createRsvp({ eventId: 'evt-open-mic-night', form: form(guest) }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_EVENT_TYPE' } } });
    await expect(
      client.rsvp.createRsvp({ eventId: EVENT, memberId: 'member-demo', form: form(guest) }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });
    // The site's key may name the member.
    const { rsvp: theirs } = await admin().rsvp.createRsvp({
      eventId: EVENT,
      memberId: 'member-demo',
      form: form({ firstName: 'Dana', lastName: 'Rivers', email: 'member@example.com' }),
    });
    expect(theirs).toMatchObject({ memberId: 'member-demo', contactId: 'member-demo' });
  });

  it('answers through the current RSVP API (rsvpV2), in its fields and with its codes', async () => {
    const client = visitor();
    const answer = await client.rsvpV2.createRsvp({
      eventId: EVENT,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace-rsvp@example.com',
      status: 'YES',
      additionalGuestDetails: { guestCount: 2, guestNames: ['Kurt Gödel'] },
    });
    expect(answer).toMatchObject({
      _id: expect.any(String),
      eventId: EVENT,
      status: 'YES',
      totalGuests: 3,
      form: { inputValues: expect.arrayContaining([{ inputName: 'firstName', value: 'Grace' }]) },
      additionalGuestDetails: { guestCount: 2, guestNames: ['Kurt Gödel'] },
    });
    expect(answer._createdDate).toBeInstanceOf(Date);
    // Named as the answer named them, and no name made up for the guest it did not.
    expect(answer.guestList?.guests).toEqual([
      { index: 0, guestId: 1, fullName: 'Grace Hopper' },
      { index: 1, guestId: 2, fullName: 'Kurt Gödel' },
      { index: 2, guestId: 3 },
    ]);
    const bad = { eventId: EVENT, firstName: 'Grace', lastName: 'Hopper', status: 'YES' as const };
    await expect(
      client.rsvpV2.createRsvp({
        ...bad,
        email: 'grace-rsvp@example.com',
        additionalGuestDetails: { guestCount: 40 },
      }),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [{ field: 'rsvp.additionalGuestDetails.guestCount' }],
        },
      },
    });
    await expect(
      client.rsvpV2.createRsvp({
        ...bad,
        email: 'grace-rsvp@example.com',
        additionalGuestDetails: { guestCount: 1, guestNames: ['Kurt Gödel', 'Emmy Noether'] },
      }),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [{ field: 'rsvp.additionalGuestDetails.guestNames' }],
        },
      },
    });
    await expect(
      client.rsvpV2.createRsvp({
        ...bad,
        eventId: 'evt-open-mic-night',
        email: 'grace-rsvp@example.com',
        additionalGuestDetails: { guestCount: 0 },
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_EVENT_TYPE' } } });
  });

  it('only creates: an email or a member already on the guest list is refused, nothing changed', async () => {
    const { platform, member } = sandbox();
    const lin = { eventId: EVENT, firstName: 'Lin', lastName: 'Wu', email: 'lin-rsvp@example.com' };
    await visitor().rsvpV2.createRsvp({ ...lin, status: 'YES' });
    const before = platform.db.rsvps.allByKey(EVENT);
    const inbox = async () =>
      (await sandbox().control<{ emails: unknown[] }>('GET', 'outbox?to=lin-rsvp@example.com')).body
        .emails;
    expect(await inbox()).toHaveLength(1);
    // Anyone may type Lin's email: it renames no one and mails no one, in either API version.
    const taken = {
      status: 409,
      details: {
        applicationError: {
          code: 'MEMBER_EMAIL_ALREADY_REGISTERED',
          description: 'This email is already on the guest list for this event.',
        },
      },
    };
    await expect(
      visitor().rsvpV2.createRsvp({
        ...lin,
        firstName: 'Mallory',
        email: 'LIN-rsvp@example.com',
        status: 'YES',
        additionalGuestDetails: { guestCount: 3 },
      }),
    ).rejects.toMatchObject(taken);
    await expect(
      visitor().rsvp.createRsvp({
        eventId: EVENT,
        form: form({ ...lin, firstName: 'Mallory', additionalGuests: '3' }),
      }),
    ).rejects.toMatchObject(taken);
    expect(platform.db.rsvps.allByKey(EVENT)).toEqual(before);
    // A signed-in member answers once, whatever email they type the second time.
    const memberToken = await member('member-approval');
    const asMember = visitor({
      accessToken: { value: memberToken, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: '', role: 'member' },
    });
    const mine = await asMember.rsvpV2.createRsvp({
      ...lin,
      email: 'approval-rsvp@example.com',
      status: 'YES',
    });
    expect(mine.memberId).toBe('member-approval');
    const kept = platform.db.rsvps.allByKey(EVENT);
    await expect(
      asMember.rsvpV2.createRsvp({ ...lin, email: 'other-rsvp@example.com', status: 'YES' }),
    ).rejects.toMatchObject({
      status: 409,
      details: { applicationError: { code: 'MEMBER_ALREADY_REGISTERED' } },
    });
    expect(platform.db.rsvps.allByKey(EVENT)).toEqual(kept);
    expect(await inbox()).toHaveLength(1);
  });
});
