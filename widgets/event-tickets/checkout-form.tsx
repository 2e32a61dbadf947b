import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { isApplicationError, type Reservation, type TicketingOrder } from '../../shared/client';
import { useSession, useSiteConfig } from '../../shared/data';
import { addStyles, useHost } from '../../shared/element';
import { useTicketCheckout } from '../../shared/data/reservations';
import { Notice, formatNumber, messageOf, useSharedText } from '../../shared/ui';
import { useFieldErrors, type DescribeViolation } from '../../shared/ui/field-errors.text';
import { checkoutFormCss } from './checkout-form.styles';
import { FormControlField } from './form-fields/form-control';
import { KeepOnClose } from './holding';
import { type FieldValue } from './form-fields/types';
import type { EventDetails, FormControl, InputValue } from './types';
import { useOrderText } from './order.text';
import { formErrorsOf, guestErrors, type FormErrors } from './violations';

type Answers = Record<string, FieldValue>;

/**
 * What was typed in forms the browser closed on seats the tab kept (holding.ts), by their
 * reservation: the form that opens on those seats again starts from it. In memory, as the form
 * was: a reload starts blank.
 */
const keptAnswers = new Map<string, Answers[]>();

interface CheckoutFormProps {
  event: EventDetails;
  reservationId: string;
  ticketCount: number;
  /** The reservation's lines: each ticket's type, in the order the platform gives holders. */
  lines: Reservation['reservations'];
  onOrder(order: TicketingOrder): void;
  /** The server let the reservation go before the visitor finished. */
  onExpired(): void;
}

const sortedControls = (event: EventDetails): FormControl[] =>
  [...(event.form?.controls ?? [])].sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0));

/** Each input's label by input name, so error sentences can name their field. */
const labelsOf = (controls: FormControl[]) =>
  new Map(controls.flatMap((c) => c.inputs.map((i) => [i.name, i.label || c.label] as const)));

/** What other ticket holders are asked: their name and email, when the form has them. */
const guestControls = (controls: FormControl[]) =>
  controls.filter((c) => c.type === 'NAME' || c.inputs.some((i) => i.name === 'email'));

const inputValuesOf = (answers: Answers): InputValue[] =>
  Object.entries(answers)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== ''))
    .map(([inputName, value]) =>
      Array.isArray(value) ? { inputName, values: value } : { inputName, value: value.trim() },
    );

const text = (answers: Answers | undefined, name: string) => {
  const value = answers?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

const FIELD = 'input, select, textarea';

/** Not a string nor a list is blank: an unanswered input named "constructor" reads a function. */
const isBlank = (value: FieldValue | undefined) =>
  Array.isArray(value) ? value.length === 0 : typeof value !== 'string' || !value.trim();

/**
 * The buyer's required inputs left blank, each said of its field: all of them at once, before
 * asking the platform (which names them a few at a time). Other ticket holders' are optional.
 */
function blankRequired(
  controls: FormControl[],
  buyer: Answers | undefined,
  describe: DescribeViolation,
) {
  const fields: Record<string, string> = {};
  for (const control of controls)
    for (const input of control.inputs)
      if (input.mandatory && isBlank(buyer?.[input.name]))
        fields[`0.${input.name}`] = describe(
          { field: input.name, ruleName: 'REQUIRED_FIELD' },
          input.label || control.label,
        );
  return fields;
}

/** Could be an address: the platform's own check may say more, in its words. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Emails typed for any ticket holder that cannot be addresses, each said of its field: another
 * holder's is optional, but their ticket goes to it.
 */
function badEmails(guests: Answers[], label: string, describe: DescribeViolation) {
  const fields: Record<string, string> = {};
  guests.forEach((answers, guest) => {
    const value = text(answers, 'email');
    if (value && !EMAIL.test(value))
      fields[`${guest}.email`] = describe({ field: 'email', ruleName: 'FORMAT' }, label);
  });
  return fields;
}

/** The member's details fill the buyer's blanks; what the visitor typed is kept. */
function prefilled(answers: Answers, member: { email: string; name?: string } | null): Answers {
  if (!member) return answers;
  const [first = '', ...rest] = (member.name ?? '').trim().split(/\s+/);
  const known: Answers = { email: member.email, firstName: first, lastName: rest.join(' ') };
  const filled = { ...answers };
  for (const [name, value] of Object.entries(known))
    if (value && !text(answers, name)) filled[name] = value;
  return filled;
}

/**
 * Each ticket's type and place among its type's ("VIP, ticket 1 of 1"), in the reservation's
 * order, which is the order the platform hands the holders' forms their tickets in: a buyer
 * of several types, and a screen reader, then know whose details go with which ticket.
 * Nothing when the lines do not name every ticket (an answer without its definitions).
 */
function ticketNames(
  lines: Reservation['reservations'],
  ticketCount: number,
  name: (ticket: string, n: number, count: number) => string,
) {
  const names = lines.flatMap(({ ticket, quantity }) =>
    ticket?.name
      ? Array.from({ length: quantity }, (_, i) => name(ticket.name, i + 1, quantity))
      : [],
  );
  return names.length === ticketCount ? names : [];
}

/** The event's registration form for the buyer, plus name and email for each other ticket. */
export function CheckoutForm({
  event,
  reservationId,
  ticketCount,
  lines,
  onOrder,
  onExpired,
}: CheckoutFormProps) {
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, checkoutFormCss), [host]); // before it paints
  const member = useSession((s) => s.member);
  const formId = useId();
  const t = useOrderText();
  const { locale } = useSiteConfig();
  const shared = useSharedText();
  const describe = useFieldErrors();
  const controls = sortedControls(event);
  const labels = labelsOf(controls);
  const [guests, setGuests] = useState<Answers[]>(
    () => keptAnswers.get(reservationId) ?? [prefilled({}, member)],
  );
  const typed = useRef(guests);
  typed.current = guests;
  const keep = useContext(KeepOnClose);
  useEffect(
    () => () => {
      if (keep?.current) keptAnswers.set(reservationId, typed.current);
      else keptAnswers.delete(reservationId);
    },
    [keep, reservationId],
  );
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, general: [] });
  const formRef = useRef<HTMLFormElement>(null);
  // New field errors take the focus to the first of them: a keyboard user lands where the
  // work is.
  useEffect(() => {
    // A group of choices is invalid as a whole: its first choice takes the focus.
    const invalid = formRef.current?.querySelector('[aria-invalid="true"]');
    const field = invalid?.matches(FIELD) ? invalid : invalid?.querySelector(FIELD);
    (field as HTMLElement | null | undefined)?.focus();
  }, [errors]);

  useEffect(() => setGuests((g) => [prefilled(g[0] ?? {}, member), ...g.slice(1)]), [member]);

  const checkout = useTicketCheckout({
    onMutate: () => setErrors({ fields: {}, general: [] }),
    onSuccess: (answer) => onOrder(answer.order),
    onError: (error) => {
      if (isApplicationError(error) && error.code === 'RESERVATION_EXPIRED') return onExpired();
      const blank = (key: string) => {
        const [guest = '', name = ''] = key.split(/\.(.*)/);
        return !text(guests[Number(guest)], name);
      };
      const errors = formErrorsOf(error, {
        describe,
        labelOf: (name) => labels.get(name),
        isBlank: blank,
        unplaced: shared('checkInput'),
      });
      setErrors(errors ?? { fields: {}, general: [messageOf(error, shared)] });
    },
  });
  const checkoutRequest = () => {
    const buyer = guests[0];
    return {
      eventId: event.id,
      reservationId,
      memberId: member?.id,
      buyer: {
        firstName: text(buyer, 'firstName'),
        lastName: text(buyer, 'lastName'),
        email: text(buyer, 'email'),
      },
      // Every holder up to the last one typed for, a blank one too (the buyer's ticket then):
      // `guests` has holes where nothing was typed, which map would send as null.
      guests: Array.from(guests, (answers) => ({
        form: { inputValues: inputValuesOf(answers ?? {}) },
      })),
    };
  };

  const change = (guest: number) => (name: string, value: FieldValue) =>
    setGuests((all) => {
      const next = [...all];
      next[guest] = { ...next[guest], [name]: value };
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checkout.isPending) return;
    const problems = {
      ...badEmails(guests, labels.get('email') ?? 'Email', describe),
      ...blankRequired(controls, guests[0], describe),
    };
    if (Object.keys(problems).length) setErrors({ fields: problems, general: [] });
    else checkout.mutate(checkoutRequest());
  };
  const fieldsFor = (guest: number, list: FormControl[]) =>
    list.map((control) => (
      <FormControlField
        key={control.id}
        control={control}
        idPrefix={`${formId}-g${guest}`}
        values={guests[guest] ?? {}}
        errors={guestErrors(errors.fields, guest)}
        onChange={change(guest)}
        optional={guest > 0}
      />
    ));
  const others = Array.from({ length: Math.max(0, ticketCount - 1) }, (_, i) => i + 1);
  const number = (n: number) => formatNumber(n, locale);
  const names = ticketNames(lines, ticketCount, (name, n, count) =>
    t('ticketOf', { name, n: number(n), count: number(count) }),
  );
  const legendOf = (guest: number) => {
    const ticket = names[guest];
    if (guest === 0)
      return ticket && others.length ? t('yourTicket', { ticket }) : t('yourDetails');
    return ticket ? t('namedHolder', { ticket }) : t('holder', { n: number(guest + 1) });
  };

  return (
    <form
      ref={formRef}
      className="sw-checkout"
      part="checkout-form"
      onSubmit={submit}
      noValidate
      aria-label={t('yourDetails')}
    >
      <fieldset className="sw-guest" part="guest">
        <legend>{legendOf(0)}</legend>
        {fieldsFor(0, controls)}
      </fieldset>
      {others.map((guest) => (
        <fieldset key={guest} className="sw-guest" part="guest">
          <legend>{legendOf(guest)}</legend>
          {fieldsFor(guest, guestControls(controls))}
        </fieldset>
      ))}
      {errors.general.length ? <Notice tone="error">{errors.general.join(' ')}</Notice> : null}
      {Object.keys(errors.fields).length ? <Notice tone="error">{t('checkAnswers')}</Notice> : null}
      <button
        type="submit"
        className="sw-button sw-button-block"
        part="checkout"
        aria-disabled={checkout.isPending || undefined} // not `disabled`: that drops the focus
      >
        {t(checkout.isPending ? 'placingOrder' : 'continue')}
      </button>
    </form>
  );
}
