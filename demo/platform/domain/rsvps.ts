import type { Platform } from '../context.ts';
import type { Rsvp, StoredEvent } from '../db/types.ts';
import { type FieldViolation, applicationError, validationError } from '../errors.ts';
import { newId } from '../ids.ts';
import { sendBookingEmail } from './booking-emails.ts';
import { eventStatus } from './events.ts';
import { newOrderNumber } from './tickets.ts';

/** Most guests one answer may bring along. */
export const MAX_ADDITIONAL_GUESTS = 3;

/**
 * Answers one event keeps. Anyone may answer with any email (one RSVP each), from a form with
 * no account behind it: without a cap, a loop of made-up emails grew the guest list for ever.
 * 10,000 is a stadium's guest list, far past an RSVP event's.
 */
export const MAX_RSVPS_PER_EVENT = 10_000;

/** A guest's name, as a ticket buyer's: at most 50 characters (the SDK's RSVP and Buyer). */
const MAX_NAME_LENGTH = 50;
/** The longest address mail carries (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

export interface RsvpAnswer {
  firstName: string;
  lastName: string;
  email: string;
  additionalGuests: number;
  /** Names of some or all of the additional guests, as the API's answer gives them. */
  guestNames?: string[] | undefined;
  /** The member answering, when a member's token (or the site's key) names one. */
  memberId?: string | undefined;
}

/** How a violation names an answer's field: the hosted form's name, or the API's path to it. */
type FieldName = (name: keyof RsvpAnswer) => string;

/**
 * Why this event takes no RSVP now (for people, and the code the SDK's CreateRsvpApplicationErrors
 * declares for it), or undefined when it does.
 */
const rsvpRefusal = (
  p: Platform,
  event: StoredEvent,
): { code: string; reason: string } | undefined => {
  if (event.registration.type !== 'RSVP')
    return { code: 'INVALID_EVENT_TYPE', reason: 'This event does not take RSVPs.' };
  const now = p.clock.nowMs();
  const status = eventStatus(event, now);
  if (status === 'CANCELED') return { code: 'RSVPS_CLOSED', reason: 'This event was cancelled.' };
  if (status !== 'UPCOMING')
    return { code: 'RSVPS_CLOSED', reason: 'RSVPs are closed: the event has started.' };
  const window = event.registration.rsvp;
  if (window?.startDate && Date.parse(window.startDate) > now)
    return { code: 'RSVPS_NOT_STARTED', reason: 'RSVPs are not open yet.' };
  if (window?.endDate && Date.parse(window.endDate) <= now)
    return { code: 'RSVPS_CLOSED', reason: 'RSVPs are closed.' };
  return undefined;
};

/** Why this event takes no RSVP now, or undefined when it does. */
export const rsvpClosedReason = (p: Platform, event: StoredEvent): string | undefined =>
  rsvpRefusal(p, event)?.reason;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const checkAnswer = (answer: RsvpAnswer, fieldName: FieldName) => {
  const violations: FieldViolation[] = [];
  const add = (field: keyof RsvpAnswer, description: string, rule: string) =>
    violations.push({
      field: fieldName(field),
      description,
      violatedRule: rule,
      ruleName: rule,
      data: {},
    });
  for (const field of ['firstName', 'lastName'] as const) {
    const name = answer[field].trim();
    if (!name) add(field, 'is required', 'REQUIRED_FIELD');
    else if (name.length > MAX_NAME_LENGTH)
      add(field, `must be at most ${MAX_NAME_LENGTH} characters`, 'MAX_LENGTH');
  }
  if (answer.email.length > MAX_EMAIL_LENGTH)
    add('email', `must be at most ${MAX_EMAIL_LENGTH} characters`, 'MAX_LENGTH');
  else if (!EMAIL.test(answer.email)) add('email', 'must be an email address', 'FORMAT');
  const guests = answer.additionalGuests;
  if (!Number.isInteger(guests) || guests < 0 || guests > MAX_ADDITIONAL_GUESTS)
    add('additionalGuests', `must be 0 to ${MAX_ADDITIONAL_GUESTS}`, 'RANGE');
  if (violations.length) throw validationError(violations);
};

/**
 * Why this answer would be a second RSVP for someone already on the event's guest list (the
 * codes the SDK's CreateRsvpApplicationErrors declares), or undefined. Creating never changes an
 * earlier RSVP: anyone may type any email, so "answering again" let a stranger rename another
 * guest, change their guests and member, and mail them; changing an RSVP is the SDK's
 * `updateRsvp`, an administrator's call (WIX_EVENTS.MANAGE_RSVP), which the sandbox does not serve.
 */
const alreadyAnswered = (
  answers: Rsvp[],
  email: string,
  memberId: string | undefined,
): { code: string; reason: string } | undefined => {
  if (memberId && answers.some((r) => r.memberId === memberId))
    return {
      code: 'MEMBER_ALREADY_REGISTERED',
      reason: 'This member already has an RSVP for this event.',
    };
  if (answers.some((r) => r.email === email))
    return {
      code: 'MEMBER_EMAIL_ALREADY_REGISTERED',
      reason: 'This email is already on the guest list for this event.',
    };
  return undefined;
};

/**
 * Records a "yes" to an RSVP event and sends the guest the confirmation with the calendar
 * file. One RSVP per email, and per member: a second answer is refused (alreadyAnswered), the
 * first one kept as it was and nothing mailed.
 */
export const answerRsvp = (
  p: Platform,
  event: StoredEvent,
  answer: RsvpAnswer,
  fieldName: FieldName = (name) => name,
): Rsvp => {
  const refused = rsvpRefusal(p, event);
  if (refused) throw applicationError(409, refused.code, refused.reason);
  checkAnswer(answer, fieldName);
  const email = answer.email.trim().toLowerCase();
  const now = p.clock.iso();
  return p.db.transaction(() => {
    const answers = p.db.rsvps.allByKey(event.id);
    const again = alreadyAnswered(answers, email, answer.memberId);
    if (again) throw applicationError(409, again.code, again.reason);
    if (answers.length >= MAX_RSVPS_PER_EVENT)
      throw applicationError(
        409,
        // The SDK's code for an event whose guest list takes no more.
        'GUEST_LIMIT_EXCEEDED',
        `The guest list is full: this event takes at most ${MAX_RSVPS_PER_EVENT.toLocaleString('en-US')} RSVPs`,
        { maxRsvps: MAX_RSVPS_PER_EVENT },
      );
    const rsvp = p.db.rsvps.put({
      id: newId(),
      rsvpNumber: newOrderNumber(),
      eventId: event.id,
      status: 'YES',
      firstName: answer.firstName.trim(),
      lastName: answer.lastName.trim(),
      email,
      additionalGuests: answer.additionalGuests,
      guestNames: answer.guestNames ?? [],
      memberId: answer.memberId,
      form: {
        inputValues: [
          { inputName: 'firstName', value: answer.firstName.trim() },
          { inputName: 'lastName', value: answer.lastName.trim() },
          { inputName: 'email', value: email },
        ],
      },
      createdDate: now,
      updatedDate: now,
    });
    const guests = rsvp.additionalGuests;
    sendBookingEmail(p, {
      event,
      to: rsvp.email,
      subject: `You're on the guest list for ${event.title} (RSVP ${rsvp.rsvpNumber})`,
      greeting: `Thank you, ${rsvp.firstName}! Your RSVP ${rsvp.rsvpNumber} is confirmed.`,
      reference: rsvp.rsvpNumber,
      lines: [
        `${rsvp.firstName} ${rsvp.lastName}${guests ? ` and ${guests} guest${guests > 1 ? 's' : ''}` : ''}: free`,
      ],
      data: { rsvpNumber: rsvp.rsvpNumber, eventId: event.id },
    });
    return rsvp;
  });
};
