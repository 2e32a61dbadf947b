import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import type { Rsvp } from '../db/types.ts';
import { contactIdFor } from '../domain/contacts.ts';
import { eventCalendarUrls } from '../domain/events.ts';
import { requestBase } from '../domain/products.ts';
import { answerRsvp } from '../domain/rsvps.ts';
import { orderMemberFor } from '../domain/ticket-orders.ts';
import { getEvent } from '../domain/tickets.ts';
import { requireCaller } from '../domain/tokens.ts';
import { invalidField } from '../errors.ts';
import { idString, jsonRecord, readBody, text } from '../validation.ts';

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

const createSchema = z.object({
  eventId: idString(),
  form: form.default({ inputValues: [] }),
  status: z.enum(['YES', 'NO', 'WAITING']).default('YES'),
  memberId: idString().optional(),
  // Notification and limit switches: the sandbox sends the one confirmation and has no limit.
  options: jsonRecord().optional(),
  marketingConsent: z.boolean().optional(),
});

/** The SDK's Rsvp: the one who answered is guest 1, their additional guests follow. */
const rsvpView = (p: Platform, rsvp: Rsvp) => {
  const fullName = `${rsvp.firstName} ${rsvp.lastName}`;
  return {
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
    guests: Array.from({ length: 1 + rsvp.additionalGuests }, (_, index) => ({
      index,
      id: index + 1,
      fullName: index === 0 ? fullName : `${fullName} (guest ${index})`,
    })),
    anonymized: false,
  };
};

/**
 * RSVPs through the platform's API (the SDK's @wix/events `rsvp.createRsvp`): the answer the
 * hosted event page takes (domain/rsvps.ts), read from the RSVP form's named inputs.
 */
export const rsvpRoutes = (p: Platform) =>
  new Hono<AppEnv>().post('/v1/rsvp', async (c) => {
    const body = await readBody(c, createSchema);
    const memberId = orderMemberFor(requireCaller(p, c), body.memberId);
    const event = getEvent(p, body.eventId);
    // Every event here takes yes answers only (its rsvp.responseType is YES_ONLY, no waitlist).
    if (body.status !== 'YES')
      throw invalidField(
        'status',
        "must be YES: this event's guests only answer yes",
        'VALIDATION',
      );
    const input = (name: string) =>
      body.form.inputValues.find((v) => v.inputName === name)?.value ?? '';
    const guests = input('additionalGuests');
    const rsvp = answerRsvp(
      p,
      event,
      {
        firstName: input('firstName'),
        lastName: input('lastName'),
        email: input('email'),
        additionalGuests: guests === '' ? 0 : Number(guests),
        memberId,
      },
      (name) => `form.inputValues.${name}`,
    );
    return c.json({
      rsvp: rsvpView(p, rsvp),
      calendarLinks: eventCalendarUrls(requestBase(c.req.url), event),
    });
  });
