import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import type { Rsvp } from '../db/types.ts';
import { contactIdFor } from '../domain/contacts.ts';
import { eventCalendarUrls } from '../domain/events.ts';
import { requestBase } from '../domain/products.ts';
import { type RsvpAnswer, answerRsvp } from '../domain/rsvps.ts';
import { orderMemberFor } from '../domain/ticket-orders.ts';
import { getEvent } from '../domain/tickets.ts';
import { requireCaller } from '../domain/tokens.ts';
import { applicationError, invalidField } from '../errors.ts';
import { guid, jsonRecord, readBody, text } from '../validation.ts';

/** The SDK's RSVP form: named inputs, each a value (its bounds: 200 inputs, 5000 characters). */
const form = z.object({
  inputValues: z
    .array(
      z.object({
        inputName: text(100),
        value: text(5000).optional(),
        values: z.array(text(5000)).max(100).optional(),
      }),
    )
    .max(200)
    .default([]),
});
type Form = z.infer<typeof form>;

const status = z.enum(['YES', 'NO', 'WAITING']);

/** Both versions' switches (notifications, limits, fields to return): one answer here. */
const modification = { options: jsonRecord().optional(), marketingConsent: z.boolean().optional() };

const v1Schema = z.object({
  eventId: guid(),
  form: form.default({ inputValues: [] }),
  status: status.default('YES'),
  memberId: guid().optional(),
  ...modification,
});

const v2Schema = z.object({
  rsvp: z.object({
    eventId: guid(),
    firstName: text(50).default(''),
    lastName: text(50).default(''),
    email: text(255).default(''),
    status: status.default('YES'),
    memberId: guid().optional(),
    form: form.optional(),
    additionalGuestDetails: z
      .object({ guestCount: z.number().optional(), guestNames: z.array(text(101)).max(10) })
      .partial()
      .optional(),
    marketingConsent: z.boolean().optional(),
  }),
  options: jsonRecord().optional(),
  fields: z.array(text(50)).max(3).optional(),
});

const inputOf = (f: Form | undefined, name: string) =>
  f?.inputValues.find((v) => v.inputName === name)?.value ?? '';

/**
 * Answers an RSVP as the hosted event page does (domain/rsvps.ts): the caller's own member
 * only, and yes only, as every event here is set (`rsvp.responseType` YES_ONLY, no waitlist).
 */
const answer = (
  p: Platform,
  c: Ctx,
  eventId: string,
  rsvpStatus: z.infer<typeof status>,
  requestedMember: string | undefined,
  given: Omit<RsvpAnswer, 'memberId'>,
  fieldName: (name: keyof RsvpAnswer) => string,
) => {
  const memberId = orderMemberFor(requireCaller(p, c), requestedMember);
  const event = getEvent(p, eventId);
  if (rsvpStatus !== 'YES')
    throw applicationError(
      409,
      'UNEXPECTED_RSVP_STATUS',
      `This event's guests only answer YES, not ${rsvpStatus}`,
    );
  return { event, rsvp: answerRsvp(p, event, { ...given, memberId }, fieldName) };
};

/** The one who answered, then the guests along: named only where the answer named them. */
const guestsOf = (rsvp: Rsvp) =>
  Array.from({ length: 1 + rsvp.additionalGuests }, (_, index) => {
    const fullName =
      index === 0 ? `${rsvp.firstName} ${rsvp.lastName}` : rsvp.guestNames?.[index - 1];
    return fullName ? { index, fullName } : { index };
  });

/** The older API's Rsvp (@wix/events `rsvp`): the one who answered is guest 1. */
const v1View = (p: Platform, rsvp: Rsvp) => ({
  id: rsvp.id,
  eventId: rsvp.eventId,
  contactId: contactIdFor(p, rsvp.email) ?? '',
  memberId: rsvp.memberId ?? '',
  created: rsvp.createdDate,
  modified: rsvp.updatedDate,
  firstName: rsvp.firstName,
  lastName: rsvp.lastName,
  email: rsvp.email,
  rsvpForm: rsvp.form,
  status: rsvp.status,
  totalGuests: 1 + rsvp.additionalGuests,
  guests: guestsOf(rsvp).map((g) => ({ ...g, id: g.index + 1 })),
  anonymized: false,
});

/** The current API's Rsvp (@wix/events `rsvpV2`, the spec's RSVP fields). */
const v2View = (p: Platform, rsvp: Rsvp) => ({
  id: rsvp.id,
  revision: '1',
  eventId: rsvp.eventId,
  createdDate: rsvp.createdDate,
  updatedDate: rsvp.updatedDate,
  memberId: rsvp.memberId,
  contactId: contactIdFor(p, rsvp.email),
  firstName: rsvp.firstName,
  lastName: rsvp.lastName,
  email: rsvp.email,
  form: rsvp.form,
  status: rsvp.status,
  totalGuests: 1 + rsvp.additionalGuests,
  guestList: { guests: guestsOf(rsvp).map((g) => ({ ...g, guestId: g.index + 1 })) },
  additionalGuestDetails: {
    guestCount: rsvp.additionalGuests,
    guestNames: rsvp.guestNames ?? [],
  },
  fullyCheckedIn: false,
  checkedInGuestCount: 0,
  anonymized: false,
});

/**
 * RSVPs through the platform's API, both the SDK's versions (@wix/events `rsvp.createRsvp` and
 * `rsvpV2.createRsvp`): a site owner's own RSVP form answers as the hosted event page does.
 */
export const rsvpRoutes = (p: Platform) =>
  new Hono<AppEnv>()
    .post('/v1/rsvp', async (c) => {
      const body = await readBody(c, v1Schema);
      const guests = inputOf(body.form, 'additionalGuests');
      const { event, rsvp } = answer(
        p,
        c,
        body.eventId,
        body.status,
        body.memberId,
        {
          firstName: inputOf(body.form, 'firstName'),
          lastName: inputOf(body.form, 'lastName'),
          email: inputOf(body.form, 'email'),
          additionalGuests: guests === '' ? 0 : Number(guests),
        },
        (name) => `form.inputValues.${name}`,
      );
      return c.json({
        rsvp: v1View(p, rsvp),
        calendarLinks: eventCalendarUrls(requestBase(c.req.url), event),
      });
    })
    .post('/v2/rsvps', async (c) => {
      const { rsvp: given } = await readBody(c, v2Schema);
      const guestNames = given.additionalGuestDetails?.guestNames ?? [];
      const guestCount = given.additionalGuestDetails?.guestCount ?? guestNames.length;
      if (guestNames.length > guestCount)
        throw invalidField(
          'rsvp.additionalGuestDetails.guestNames',
          `names at most the ${guestCount} guests coming along`,
        );
      const { rsvp } = answer(
        p,
        c,
        given.eventId,
        given.status,
        given.memberId,
        {
          firstName: given.firstName,
          lastName: given.lastName,
          email: given.email,
          additionalGuests: guestCount,
          guestNames,
        },
        (name) =>
          name === 'additionalGuests' ? 'rsvp.additionalGuestDetails.guestCount' : `rsvp.${name}`,
      );
      return c.json({ rsvp: v2View(p, rsvp) });
    });
