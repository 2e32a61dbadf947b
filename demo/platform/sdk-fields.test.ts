/**
 * Fields the SDK's types declare always present (its `NonNullablePaths`), read through the
 * official SDK, unchanged: each comes from the sandbox's own model, or is what the platform
 * sends for a site without the feature. sdk.test.ts drives the calls; this file checks shapes.
 */
import { createHash } from 'node:crypto';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkout, currentCart } from '@wix/ecom';
import { orders, ticketDefinitionsV2, wixEventsV2 } from '@wix/events';
import { authentication } from '@wix/identity';
import { collections, products } from '@wix/stores';
import { SDK_GUESTS, STORES, sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';
import { DEMO_MEMBER } from './seed/members.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const modules = {
  currentCart,
  checkout,
  wixEventsV2,
  ticketDefinitionsV2,
  orders,
  products,
  collections,
  authentication,
};
const { visitor, admin } = sdkClients(modules);

const amount = (n: string) => expect.objectContaining({ amount: n });

describe('fields the SDK declares always present', () => {
  it('on cart lines, the estimate and the checkout', async () => {
    const client = visitor();
    const ref = (catalogItemId: string) => ({ appId: STORES, catalogItemId });
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: ref('prod-sticker-pack'), quantity: 3 },
        { catalogReference: ref('prod-live-at-the-lantern-download'), quantity: 1 },
      ],
    });
    // Sold at a fixed price, paid in full online, to anyone, in any quantity.
    for (const line of cart!.lineItems!)
      expect(line).toMatchObject({
        paymentOption: 'FULL_PAYMENT_ONLINE',
        priceUndetermined: false,
        fixedQuantity: false,
        customLineItem: false,
        savePaymentMethod: false,
        membersOnly: false,
      });
    await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    const totals = await client.currentCart.estimateCurrentCartTotals({});
    const { priceSummary } = totals;
    expect(totals.weightUnit).toBe('KG');
    // Paid in the currency it is priced in.
    expect(cart?.paymentCurrency).toBe(cart?.currency);
    expect(totals.additionalFees).toEqual([]);
    expect(totals.violations).toEqual([]);
    // Everything is paid now; nothing is left to pay later.
    expect(totals.payNow).toEqual(priceSummary);
    expect(totals.payLater?.total).toEqual(amount('0.00'));
    // Each line's share of the discount and the 8% tax adds up to the summary's.
    const lines = totals.calculatedLineItems!;
    expect(lines.map((l) => l.lineItemId)).toEqual(cart!.lineItems!.map((l) => l._id));
    const sum = (pick: (l: (typeof lines)[number]) => string | undefined) =>
      lines.reduce((s, l) => s + Number(pick(l)), 0).toFixed(2);
    expect(sum((l) => l.pricesBreakdown?.totalDiscount?.amount)).toBe(
      priceSummary?.discount?.amount,
    );
    expect(sum((l) => l.pricesBreakdown?.taxDetails?.totalTax?.amount)).toBe(
      priceSummary?.tax?.amount,
    );
    expect(lines[0]).toMatchObject({
      paymentOption: 'FULL_PAYMENT_ONLINE',
      taxableAddress: { addressType: 'SHIPPING' },
      pricesBreakdown: { taxDetails: { taxRate: '0.08' } },
    });
    const afterDiscount = (
      Number(priceSummary?.subtotal?.amount) - Number(priceSummary?.discount?.amount)
    ).toFixed(2);
    expect(totals.taxSummary).toMatchObject({
      taxableAmount: amount(afterDiscount),
      totalTax: priceSummary?.tax,
      calculationDetails: { rateType: 'MANUAL_RATE' },
    });
    // Abroad no tax is collected.
    const abroad = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'FR' },
    });
    expect(abroad.taxSummary?.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
    expect(abroad.calculatedLineItems?.[0]?.pricesBreakdown?.taxDetails?.taxRate).toBe('0');

    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    const made = await client.checkout.getCheckout(checkoutId!);
    expect(made).toMatchObject({
      siteLanguage: 'en',
      buyerLanguage: 'en',
      createdBy: { visitorId: cart!.buyerInfo!.visitorId },
      customFields: [],
      additionalFees: [],
      violations: [],
      taxSummary: totals.taxSummary,
    });
    expect(made.lineItems?.[0]).toMatchObject({
      paymentOption: 'FULL_PAYMENT_ONLINE',
      customLineItem: false,
      membersOnly: false,
    });
    // Each line's tax is the estimate's for it (amount taxed, 8% rate, tax), at the address
    // the rate follows; together they make the checkout's tax.
    const taxOf = new Map(lines.map((l) => [l.lineItemId, l.pricesBreakdown?.taxDetails]));
    expect(made.lineItems).toHaveLength(lines.length);
    for (const line of made.lineItems!) {
      expect(line.taxDetails).toEqual(taxOf.get(line._id!));
      expect(line.taxDetails?.taxRate).toBe('0.08');
      expect(line.taxableAddress).toEqual({ addressType: 'SHIPPING' });
    }
    const checkoutTax = made.lineItems!.reduce(
      (t, l) => t + Number(l.taxDetails?.totalTax?.amount),
      0,
    );
    expect(checkoutTax.toFixed(2)).toBe(made.priceSummary?.tax?.amount);
  });

  it('on an event: registration, calendar links, guest list and (for staff) sales', async () => {
    const client = visitor();
    const { event } = await client.wixEventsV2.getEventBySlug('open-mic-night', {
      fields: ['DETAILS', 'REGISTRATION', 'DASHBOARD'],
    });
    expect(event?.registration).toMatchObject({
      allowedGuestTypes: 'VISITOR_OR_MEMBER',
      registrationPaused: false,
      registrationDisabled: false,
    });
    expect(event?.guestListSettings).toEqual({ displayedPublicly: false });
    // Sales are the dashboard's: a visitor asking for them gets none.
    expect(event?.summaries).toBeUndefined();
    // Google's template link names the event, its UTC times and its place.
    const { startDate, endDate } = event!.dateAndTimeSettings!;
    const utc = (d: Date | string) => new Date(d).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const google = new URL(event!.calendarUrls!.google!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: event!.title,
      dates: `${utc(startDate!)}/${utc(endDate!)}`,
      location: expect.stringContaining('12 Harbour Street'),
    });
    // The calendar file is served, and is this event.
    const ics = await sandbox().fetch(event!.calendarUrls!.ics!);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const file = await ics.text();
    expect(file).toContain(`DTSTART:${utc(startDate!)}`);
    expect(file).toContain(`SUMMARY:${event!.title}`);

    // Two free tickets sold: the administrator's summary counts them.
    const tickets = await client.orders.listAvailableTickets({ eventId: event!._id!, limit: 100 });
    const free = tickets.definitions!.find((d) => d.price?.value === '0.00')!;
    const reservation = await client.orders.createReservation(event!._id!, {
      ticketQuantities: [{ ticketDefinitionId: free._id!, quantity: 2 }],
    });
    await client.orders.checkout(event!._id!, {
      reservationId: reservation._id!,
      guests: SDK_GUESTS,
    });
    const staff = await admin().wixEventsV2.getEvent(event!._id!, { fields: ['DASHBOARD'] });
    expect(staff.summaries).toMatchObject({
      rsvps: { totalCount: 0, yesCount: 0, noCount: 0, waitlistCount: 0 },
      tickets: {
        ticketsSold: 2,
        totalOrders: 1,
        revenue: { amount: '0.00', currency: 'USD' },
        currencyLocked: true,
      },
    });
  });

  it("on an event: its RSVP settings or tickets' terms, first type, agenda, SEO slug, conferencing", async () => {
    const client = visitor();
    const staff = admin();
    const fields = ['REGISTRATION', 'AGENDA', 'SEO_SETTINGS'] as const;
    const { event: poetry } = await client.wixEventsV2.getEventBySlug('poetry-and-pints', {
      fields: [...fields],
    });
    // Guests only say yes, no limit and so no waitlist, open over the stored window.
    const stored = sandbox().platform.db.events.byKey('poetry-and-pints')!;
    const window = stored.registration.rsvp!;
    expect(poetry?.registration).toMatchObject({
      type: 'RSVP',
      initialType: 'RSVP',
      status: 'OPEN_RSVP',
      rsvp: {
        responseType: 'YES_ONLY',
        waitlistEnabled: false,
        startDate: new Date(window.startDate),
        endDate: new Date(window.endDate),
      },
    });
    expect(poetry?.registration?.rsvp?.limit).toBeUndefined();
    expect(poetry?.registration?.tickets).toBeUndefined();
    // No schedule of sessions; the page's address is its slug.
    expect(poetry?.agendaSettings?.enabled).toBe(false);
    expect(poetry?.seoSettings?.slug).toBe('poetry-and-pints');
    // The window decides: not open yet, then over.
    const at = (rsvp: { startDate: string; endDate: string }) =>
      sandbox().platform.db.events.put({
        ...stored,
        registration: { ...stored.registration, rsvp },
      });
    const later = new Date(Date.parse(window.endDate) - 60_000).toISOString();
    at({ startDate: later, endDate: window.endDate });
    expect(
      (await client.wixEventsV2.getEvent(stored.id, { fields: ['REGISTRATION'] })).registration
        ?.status,
    ).toBe('SCHEDULED_RSVP');
    at({ startDate: window.startDate, endDate: window.startDate });
    expect(
      (await client.wixEventsV2.getEvent(stored.id, { fields: ['REGISTRATION'] })).registration
        ?.status,
    ).toBe('CLOSED_AUTOMATICALLY');
    sandbox().platform.db.events.put(stored);

    // A ticketed event: tickets' terms, no RSVP settings; a reservation holds what the
    // checkout options say.
    const { event: album } = await client.wixEventsV2.getEventBySlug(
      'the-velvet-static-album-release-show',
      { fields: [...fields] },
    );
    const { reservationMinutes } = (await client.orders.getCheckoutOptions()) as {
      reservationMinutes?: number;
    };
    expect(album?.registration).toMatchObject({
      initialType: 'TICKETING',
      tickets: {
        guestsAssignedSeparately: false,
        reservationDurationInMinutes: reservationMinutes,
      },
    });
    expect(album?.registration?.rsvp).toBeUndefined();
    // No conferencing session set up, even for the online event; staff only may read it.
    const conferencing = ['ONLINE_CONFERENCING_SESSION'] as const;
    const stream = sandbox()
      .platform.db.events.all()
      .find((e) => e.location.type === 'ONLINE')!;
    const seen = await staff.wixEventsV2.getEvent(stream.id, { fields: [...conferencing] });
    expect(seen.onlineConferencing).toEqual({ enabled: false });
    const hidden = await client.wixEventsV2.getEvent(stream.id, { fields: [...conferencing] });
    expect(hidden.onlineConferencing).toBeUndefined();
    // The first type stays, whatever the registration becomes.
    const made = await staff.wixEventsV2.createEvent(
      {
        title: 'First Type Night',
        dateAndTimeSettings: {
          startDate: new Date('2031-02-01T20:00:00Z'),
          endDate: new Date('2031-02-01T22:00:00Z'),
        },
        location: { type: 'VENUE', name: 'The Lantern Room' },
        registration: { initialType: 'RSVP' },
      },
      { fields: ['REGISTRATION'] },
    );
    expect(made.registration).toMatchObject({ type: 'RSVP', initialType: 'RSVP' });
    const changed = await staff.wixEventsV2.updateEvent(made._id!, {
      event: { registration: { type: 'NONE' } },
      fields: ['REGISTRATION'],
    });
    expect(changed.registration).toMatchObject({ type: 'NONE', initialType: 'RSVP' });
  });

  it('on the selected shipping option: whether it is the one asked for, its charges and carriers', async () => {
    const client = visitor();
    await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES, catalogItemId: 'prod-sticker-pack' }, quantity: 1 },
      ],
    });
    const selected = async (
      options: Parameters<typeof client.currentCart.estimateCurrentCartTotals>[0],
    ) => {
      const totals = await client.currentCart.estimateCurrentCartTotals(options);
      // No order validation plugins: none failed.
      expect(totals.calculationErrors?.orderValidationErrors).toEqual([]);
      return totals.shippingInfo?.selectedCarrierServiceOption;
    };
    // None asked for: the region's one option, not one asked for.
    expect(await selected({})).toMatchObject({
      code: 'standard-domestic',
      requestedShippingOption: false,
      // No handling or insurance charges; one carrier and region deliver every line.
      otherCharges: [],
      deliveryAllocations: [
        {
          deliveryCarrier: { code: 'standard-domestic' },
          deliveryRegion: { _id: 'domestic', name: 'United States' },
        },
      ],
    });
    const asked = (code: string, country = 'US') => ({
      selectedShippingOption: { code },
      shippingAddress: { country },
    });
    expect((await selected(asked('standard-domestic')))?.requestedShippingOption).toBe(true);
    // One the region does not offer: its own instead, and it says so.
    const other = await selected(asked('international'));
    expect([other?.code, other?.requestedShippingOption]).toEqual(['standard-domestic', false]);
    const abroad = await selected(asked('international', 'FR'));
    expect([abroad?.code, abroad?.requestedShippingOption]).toEqual(['international', true]);
    expect(abroad?.deliveryAllocations?.[0]?.deliveryRegion?._id).toBe('international');

    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      selectedShippingOption: { code: 'standard-domestic' },
    });
    const made = await client.checkout.getCheckout(checkoutId!);
    expect(made.calculationErrors?.orderValidationErrors).toEqual([]);
    expect(made.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: 'standard-domestic',
      requestedShippingOption: true,
      otherCharges: [],
      deliveryAllocations: [{ deliveryCarrier: { code: 'standard-domestic' } }],
    });
  });

  it('on a ticket order: its channel, payment snapshot and check-in links', async () => {
    const client = visitor();
    const jazz = 'evt-small-hours-jazz-trio';
    const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const buy = async (c: Pick<ReturnType<typeof admin>, 'orders'>, eventId: string, n: number) => {
      const { definitions } = await c.orders.listAvailableTickets({ eventId, limit: 100 });
      const reservation = await c.orders.createReservation(eventId, {
        ticketQuantities: [{ ticketDefinitionId: definitions![0]!._id!, quantity: n }],
      });
      return reservation._id!;
    };
    // A paid order bought online: a payment snapshot of its own, every ticket online.
    const { order } = await client.orders.checkout(jazz, {
      reservationId: await buy(client, jazz, 2),
      guests: SDK_GUESTS,
    });
    expect(order).toMatchObject({ status: 'INITIATED', channel: 'ONLINE', fullyCheckedIn: false });
    expect(order?.snapshotId).toMatch(GUID);
    expect(order?.snapshotId).not.toBe(order?.reservationId);
    expect(order?.tickets).toHaveLength(2);
    for (const ticket of order!.tickets!) {
      expect(ticket.channel).toBe('ONLINE');
      // The platform's check-in address: this ticket's number, then its event.
      expect(ticket.checkInUrl).toBe(
        `https://www.wixevents.com/check-in/${ticket.ticketNumber},${jazz}`,
      );
    }
    // The same snapshot on every read: the default fields and DETAILS.
    const ref = { eventId: jazz, orderNumber: order!.orderNumber! };
    const bare = await client.orders.getOrder(ref);
    expect(bare.fullyCheckedIn).toBe(false);
    const details = await client.orders.getOrder(ref, { fieldset: ['DETAILS', 'TICKETS'] });
    expect(details.snapshotId).toBe(order?.snapshotId);
    expect(details.tickets?.map((t) => t.checkInUrl)).toEqual(
      order!.tickets!.map((t) => t.checkInUrl),
    );
    // A free order has nothing to pay: no snapshot.
    const openMic = 'evt-open-mic-night';
    const free = await client.orders.checkout(openMic, {
      reservationId: await buy(client, openMic, 1),
      guests: SDK_GUESTS,
    });
    expect(free.order).toMatchObject({ status: 'FREE', snapshotId: '', channel: 'ONLINE' });
    // Sold at the box office: the order and its tickets say so.
    const staff = admin();
    const pos = await staff.orders.posCheckout(jazz, { reservationId: await buy(staff, jazz, 1) });
    expect(pos.order).toMatchObject({ method: 'OFFLINE_POS', channel: 'OFFLINE_POS' });
    expect(pos.order?.tickets?.[0]?.channel).toBe('OFFLINE_POS');
    const listed = await staff.orders.listOrders({ eventId: [jazz], fieldset: ['DETAILS'] });
    expect(listed.orders?.map((o) => o.channel).sort()).toEqual(['OFFLINE_POS', 'ONLINE']);
  });

  it("on a visitor's ticket order: the member, transaction and policies, empty when none", async () => {
    const client = visitor();
    const openMic = 'evt-open-mic-night';
    const { definitions } = await client.orders.listAvailableTickets({
      eventId: openMic,
      limit: 100,
    });
    // No event here has policies; the platform still sends the text, empty.
    expect(definitions!.map((d) => d.policy)).toEqual(definitions!.map(() => ''));
    const reservation = await client.orders.createReservation(openMic, {
      ticketQuantities: [{ ticketDefinitionId: definitions![0]!._id!, quantity: 1 }],
    });
    expect(reservation.reservations?.[0]?.ticket?.policy).toBe('');
    // Free, bought by a visitor: no member and no payment, as empty strings.
    const { order } = await client.orders.checkout(openMic, {
      reservationId: reservation._id!,
      guests: SDK_GUESTS,
    });
    expect(order).toMatchObject({ status: 'FREE', memberId: '' });
    expect(order?.paymentDetails?.transaction?.transactionId).toBe('');
    expect(order?.tickets?.map((t) => t.policy)).toEqual(['']);
    const ref = { eventId: openMic, orderNumber: order!.orderNumber! };
    expect((await client.orders.getOrder(ref)).memberId).toBe('');
  });

  it("on a ticket order: its buyer's contact, printable tickets (valid once confirmed), each holder", async () => {
    const client = visitor();
    const staff = admin();
    /** A `.pkpass`'s files, read through its zip's central directory as unzip reads them. */
    const walletPass = async (url: string | undefined) => {
      const res = await sandbox().fetch(url!);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      const zip = Buffer.from(await res.arrayBuffer());
      const end = zip.length - 22;
      expect(zip.readUInt32LE(end)).toBe(0x06054b50);
      const files: Record<string, string> = {};
      let at = zip.readUInt32LE(end + 16);
      for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
        const size = zip.readUInt32LE(at + 20);
        const deflated = zip.readUInt16LE(at + 10) === 8;
        const nameLength = zip.readUInt16LE(at + 28);
        const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
        const local = zip.readUInt32LE(at + 42);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const stored = zip.subarray(start, start + size);
        const data = deflated ? inflateRawSync(stored) : stored;
        expect(zip.readUInt32LE(at + 16), name).toBe(crc32(data));
        files[name] = data.toString('utf8');
        at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      }
      const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
      expect(JSON.parse(files['manifest.json']!)).toEqual({
        'pass.json': sha1(files['pass.json']!),
      });
      return JSON.parse(files['pass.json']!) as Record<string, unknown>;
    };
    const pdf = async (url: string | undefined) => {
      const res = await sandbox().fetch(url!);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      // The cross-reference table is where the trailer says, as readers look for it.
      const at = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
      expect(text.slice(at, at + 4)).toBe('xref');
      return text;
    };
    const jazz = 'evt-small-hours-jazz-trio';
    const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const reserve = async (eventId: string, quantity: number) => {
      const { definitions } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
      const ticketDefinitionId = definitions![0]!._id!;
      const made = await client.orders.createReservation(eventId, {
        ticketQuantities: [{ ticketDefinitionId, quantity }],
      });
      return made._id!;
    };
    // Two tickets, the second guest's form given: the second ticket is theirs, the first the
    // buyer's (one form per ticket, the buyer's first).
    const grace = { inputName: 'email', value: 'grace@example.com' };
    const { order } = await client.orders.checkout(jazz, {
      reservationId: await reserve(jazz, 2),
      guests: [
        ...SDK_GUESTS,
        { form: { inputValues: [{ inputName: 'firstName', value: 'Grace' }, grace] } },
      ],
    });
    expect(order).toMatchObject({ status: 'INITIATED', anonymized: false });
    expect(order?.contactId).toMatch(GUID);
    const [adas, graces] = order!.tickets!;
    expect(graces).toMatchObject({
      orderNumber: order?.orderNumber,
      orderStatus: 'INITIATED',
      orderArchived: false,
      orderFullName: 'Ada Lovelace',
      guestFullName: 'Grace',
      guestDetails: { guestAssigned: true, email: 'grace@example.com' },
      anonymized: false,
    });
    expect(adas).toMatchObject({
      guestFullName: 'Ada Lovelace',
      guestDetails: { guestAssigned: false },
    });
    // Each guest's contact is their address's: Grace's is not the buyer's, the buyer's theirs.
    expect(adas?.guestDetails?.contactId).toBe(order?.contactId);
    expect(graces?.guestDetails?.contactId).toMatch(GUID);
    expect(graces?.guestDetails?.contactId).not.toBe(order?.contactId);
    // Not paid yet: the tickets print (the SDK declares their addresses always present), each
    // page saying it admits no one.
    const unpaid = await pdf(order?.ticketsPdf);
    expect(unpaid.match(/\(NOT VALID: order not paid\) Tj/g)).toHaveLength(2);
    expect(await pdf(graces?.ticketPdfUrl)).toContain('(NOT VALID: order not paid) Tj');
    expect(await walletPass(graces?.walletPassUrl)).toMatchObject({ voided: true });

    // The same email's next order is the same contact; the list by contact gives that
    // address's orders, these two among them. Its second holder's form left blank (as the
    // widget sends it), that ticket is the buyer's too.
    const free = await client.orders.checkout('evt-open-mic-night', {
      reservationId: await reserve('evt-open-mic-night', 2),
      guests: [...SDK_GUESTS, { form: { inputValues: [] } }],
    });
    expect(free.order?.contactId).toBe(order?.contactId);
    expect(
      free.order?.tickets?.map((t) => [t.guestFullName, t.guestDetails?.guestAssigned]),
    ).toEqual([
      ['Ada Lovelace', false],
      ['Ada Lovelace', false],
    ]);
    const numbers = (list: { orders?: { orderNumber?: string }[] }) =>
      list.orders!.map((o) => o.orderNumber).sort();
    const everyone = await staff.orders.listOrders({ fieldset: ['DETAILS'], limit: 400 });
    const ada = {
      ...everyone,
      orders: everyone.orders!.filter((o) => o.email === 'ada@example.com'),
    };
    const mine = await staff.orders.listOrders({ contactId: [order!.contactId!], limit: 400 });
    expect(numbers(mine)).toEqual(numbers(ada));
    expect(numbers(mine)).toEqual(
      expect.arrayContaining([order?.orderNumber, free.order?.orderNumber]),
    );
    // A free order is confirmed at once: its tickets print.
    expect(free.order?.ticketsPdf).toMatch(/\/tickets\.pdf$/);

    // Once paid, the order's PDF has a page per ticket; each ticket's, its own.
    const ref = { eventId: jazz, orderNumber: order!.orderNumber! };
    await staff.orders.confirmOrder(jazz, { orderNumber: [ref.orderNumber] });
    const paid = await client.orders.getOrder(ref, { fieldset: ['DETAILS', 'TICKETS'] });
    // Paid now, it cannot be confirmed again: the error the SDK declares, not the order unchanged.
    await expect(
      staff.orders.confirmOrder(jazz, { orderNumber: [ref.orderNumber] }),
    ).rejects.toMatchObject({
      // 428: Confirm Order lists its one error under Failed Precondition
      // (dev.wix.com/docs/sdk/backend-modules/events/orders/confirm-order).
      status: 428,
      details: {
        applicationError: {
          code: 'ORDER_ACTION_NOT_AVAILABLE',
          data: { orderNumbers: [ref.orderNumber] },
        },
      },
    });
    // At the same addresses, valid now.
    expect(paid.ticketsPdf).toBe(order?.ticketsPdf);
    expect(paid.tickets?.map((t) => t.ticketPdfUrl)).toEqual(
      order!.tickets!.map((t) => t.ticketPdfUrl),
    );
    const all = await pdf(paid.ticketsPdf);
    expect(all).not.toContain('NOT VALID');
    expect(all.match(/\/Type \/Page /g)).toHaveLength(2);
    expect(all).toContain('(Small Hours Jazz Trio) Tj');
    for (const ticket of paid.tickets!) expect(all).toContain(`(Ticket ${ticket.ticketNumber}) Tj`);
    const one = await pdf(paid.tickets![1]!.ticketPdfUrl);
    expect(one.match(/\/Type \/Page /g)).toHaveLength(1);
    expect(one).toContain(`(Ticket ${paid.tickets![1]!.ticketNumber}) Tj`);
    expect(one).toContain('(Guest: Grace) Tj');
    // Each ticket's Apple Wallet pass (the SDK declares its address always present): its
    // check-in code as the pass's QR code, voided while the order was not paid, valid now.
    expect(graces?.walletPassUrl).toMatch(/\.pkpass$/);
    const [, gracePass] = paid.tickets!;
    expect(gracePass?.walletPassUrl).toBe(graces?.walletPassUrl);
    expect(await walletPass(gracePass?.walletPassUrl)).toMatchObject({
      formatVersion: 1,
      serialNumber: gracePass?.ticketNumber,
      voided: false,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: gracePass?.checkInUrl }],
      eventTicket: {
        primaryFields: [{ value: 'Small Hours Jazz Trio' }],
        auxiliaryFields: [{ value: gracePass?.name }, { value: 'Grace' }],
      },
    });
    expect(
      (await sandbox().fetch(gracePass!.walletPassUrl!.replace(/\/[^/]+\/([^/]+)$/, '/guessed/$1')))
        .status,
    ).toBe(404);
    // The address is the key: another one is nothing.
    const forged = paid.ticketsPdf!.replace(/\/[^/]+\/tickets\.pdf$/, '/guessed/tickets.pdf');
    expect((await sandbox().fetch(forged)).status).toBe(404);
    // Nor one as long as the key in characters but not in bytes (one past ASCII): no 500.
    const key = /\/([^/]+)\/tickets\.pdf$/.exec(paid.ticketsPdf!)![1]!;
    const wide = paid.ticketsPdf!.replace(key, encodeURIComponent(`é${key.slice(1)}`));
    expect((await sandbox().fetch(wide)).status).toBe(404);
  });

  it("on the checkout's tickets: their order, fee and sale period", async () => {
    const client = visitor();
    const eventId = 'evt-velvet-static-release';
    const { definitions } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
    // In the order they are listed, each with its place.
    expect(definitions!.map((d) => d.orderIndex)).toEqual(definitions!.map((_, i) => i));
    for (const d of definitions!) expect(d.wixFeeConfig?.type).toBe('FEE_INCLUDED');
    // Not on sale yet (VIP), and listed: with its sale's dates, not hidden.
    const vip = definitions!.find((d) => d.saleStatus === 'SALE_SCHEDULED')!;
    expect(vip.salePeriod).toMatchObject({ hideNotOnSale: false, startDate: expect.any(Date) });
    // A reservation's tickets are the same definitions.
    const { reservations } = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: definitions![1]!._id!, quantity: 1 }],
    });
    expect(reservations?.[0]?.ticket?.orderIndex).toBe(1);
    // The same in the v3 definitions: shown while not on sale.
    const { ticketDefinitions } =
      await visitor().ticketDefinitionsV2.queryAvailableTicketDefinitions({
        filter: { _id: vip._id },
      });
    expect(ticketDefinitions?.[0]?.salePeriod?.displayNotOnSale).toBe(true);
  });

  it("on the checkout's tickets: what is left, to a visitor only as the per-checkout limit", async () => {
    const show = 'evt-velvet-static-release';
    const jazz = 'evt-small-hours-jazz-trio';
    const listed = async (eventId: string) =>
      (await visitor().orders.listAvailableTickets({ eventId, limit: 100 })).definitions!;
    const counts = async (eventId: string) =>
      (
        await admin().orders.queryAvailableTickets({
          filter: { eventId },
          fieldset: ['DASHBOARD'],
          limit: 100,
        })
      ).definitions!;
    // Sold out (Early Bird, all 50 taken): nothing left to choose, and no count beside it.
    const early = (await listed(show)).find((d) => d.name === 'Early Bird')!;
    expect(early.limitPerCheckout).toBe(0);
    for (const d of await listed(show)) {
      expect(Object.keys(d)).not.toContain('soldOut');
      expect(Object.keys(d)).not.toContain('remaining');
      expect(Object.keys(d)).not.toContain('dashboard');
    }
    // The counts are the DASHBOARD fieldset, which the SDK restricts to an elevated caller.
    await expect(
      visitor().orders.queryAvailableTickets({ fieldset: ['DASHBOARD'], limit: 100 }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });
    const owned = (await counts(show)).find((d) => d.name === 'Early Bird')!;
    expect(owned.dashboard).toMatchObject({ limited: true, quantity: 50, unsold: 0 });
    // Fewer left than the limit of 4: the limit is what is left.
    const [front] = await counts(jazz);
    const unsold = front!.dashboard!.unsold!;
    const staff = admin();
    const held = await staff.orders.createReservation(jazz, {
      ticketQuantities: [{ ticketDefinitionId: front!._id!, quantity: unsold - 1 }],
      ignoreLimits: true,
    });
    expect((await listed(jazz))[0]!.limitPerCheckout).toBe(1);
    expect((await counts(jazz))[0]!.dashboard).toMatchObject({ unsold: 1, limited: true });
    await staff.orders.cancelReservation(held._id!, jazz);
    expect((await listed(jazz))[0]!.limitPerCheckout).toBe(Math.min(4, unsold));
  });

  it("on the events checkout: its options, and an invoice's reservation, used or not", async () => {
    const client = visitor();
    // Coupons, but no gift cards.
    expect(await client.orders.getCheckoutOptions()).toMatchObject({
      acceptCoupons: true,
      acceptGiftCards: false,
    });
    const eventId = 'evt-velvet-static-release';
    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: `${eventId}-t2`, quantity: 2 }],
    });
    const invoice = await client.orders.getInvoice(reservation._id!, eventId);
    expect(invoice).toMatchObject({
      reservationStatus: 'RESERVATION_PENDING',
      reservationOccupied: false,
    });
    expect(invoice.invoice?.items?.[0]).toMatchObject({ _id: `${eventId}-t2`, quantity: 2 });
    // Checked out: its invoice still reads, the reservation confirmed and taken by the order.
    const seating = { inputName: 'seating', value: 'Standing' };
    const [buyer] = SDK_GUESTS;
    await client.orders.checkout(eventId, {
      reservationId: reservation._id!,
      guests: [{ form: { inputValues: [...buyer!.form.inputValues, seating] } }],
    });
    expect(await client.orders.getInvoice(reservation._id!, eventId)).toMatchObject({
      reservationStatus: 'RESERVATION_CONFIRMED',
      reservationOccupied: true,
      invoice: { items: [{ _id: `${eventId}-t2`, quantity: 2 }] },
    });
    // Cancelled before any checkout: nothing took it.
    const dropped = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: `${eventId}-t2`, quantity: 1 }],
    });
    await client.orders.cancelReservation(dropped._id!, eventId);
    expect(await client.orders.getInvoice(dropped._id!, eventId)).toMatchObject({
      reservationStatus: 'RESERVATION_CANCELED',
      reservationOccupied: false,
    });
    // Another visitor's reservation is not theirs to read.
    await expect(visitor().orders.getInvoice(reservation._id!, eventId)).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
  });

  it("on a ticket invoice's discount: its coupon's name, code and id, empty without one", async () => {
    const client = visitor();
    const eventId = 'evt-small-hours-jazz-trio';
    const reserve = async () =>
      (
        await client.orders.createReservation(eventId, {
          ticketQuantities: [{ ticketDefinitionId: `${eventId}-t1`, quantity: 1 }],
        })
      )._id!;
    const withCoupon = await client.orders.getInvoice(await reserve(), eventId, {
      withDiscount: { couponCode: 'SAVE10' },
    });
    const coupon = { code: 'SAVE10', name: '10% off everything', couponId: 'coupon-save10' };
    const { discount } = withCoupon.invoice!;
    expect(discount).toMatchObject(coupon);
    expect(discount?.discounts).toEqual([{ coupon, amount: discount?.amount }]);
    const reservationId = await reserve();
    const { order } = await client.orders.checkout(eventId, { reservationId, guests: SDK_GUESTS });
    const { orders: listed } = await admin().orders.listOrders({
      orderNumber: [order!.orderNumber!],
      fieldset: ['INVOICE'],
    });
    expect(listed?.[0]?.invoice?.discount).toMatchObject({
      code: '',
      name: '',
      couponId: '',
      discounts: [],
    });
  });

  it("on an event: the site's Events instance and the owner who made it, the same on every one", async () => {
    const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const { items } = await visitor().wixEventsV2.queryEvents().limit(3).find();
    const made = await admin().wixEventsV2.createEvent(
      {
        title: 'Owned',
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000),
          endDate: new Date(Date.now() + 90_000_000),
        },
        location: { type: 'VENUE' as never },
        registration: { initialType: 'RSVP' as never },
      } as never,
      { draft: true },
    );
    for (const event of [...items, made]) {
      expect(event.instanceId).toMatch(guid);
      expect(event.userId).toMatch(guid);
      expect([event.instanceId, event.userId]).toEqual([items[0]!.instanceId, items[0]!.userId]);
    }
  });

  it("on an event's form: the controls the buyer's name and email are asked in are the system's, each named by its id", async () => {
    const { event } = await visitor().wixEventsV2.getEventBySlug(
      'the-velvet-static-album-release-show',
      { fields: ['FORM'] },
    );
    const controls = event!.form!.controls!;
    expect(controls.filter((c) => c.system).map((c) => c._id)).toEqual(['ctl-name', 'ctl-email']);
    expect(controls.length).toBeGreaterThan(2);
    for (const control of controls) expect(control.name).toBe(control._id);
  });

  it('on a product: its number, inventory item, weight range, and no unit price or SEO', async () => {
    const client = visitor();
    const { product } = await client.products.getProduct('prod-lantern-room-logo-tee');
    expect(product?.numericId).toMatch(/^\d{19}$/);
    // Stable: the same product keeps its number.
    const again = await client.products.getProduct('prod-lantern-room-logo-tee');
    expect(again.product?.numericId).toBe(product?.numericId);
    expect(product?.inventoryItemId).toBe(product?._id);
    const weights = product!.variants!.map((v) => v.variant!.weight!);
    expect(product?.weightRange).toEqual({
      minValue: Math.min(...weights, product!.weight!),
      maxValue: Math.max(...weights, product!.weight!),
    });
    expect(product).toMatchObject({
      pricePerUnitData: { totalMeasurementUnit: 'UNSPECIFIED', baseMeasurementUnit: 'UNSPECIFIED' },
      customTextFields: [],
      seoData: { tags: [], settings: { preventAutoRedirect: false, keywords: [] } },
    });
    // Numbers sort as the products do: the query's order is the numbers' order.
    const { items } = await client.products.queryProducts().ascending('numericId').limit(5).find();
    const numbers = items.map((p) => p.numericId!);
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("on bulk product results: each one's place in the request, a failure's description, no undetailed failures", async () => {
    const staff = admin();
    const { product } = await staff.products.createProduct({
      name: 'Bulk Field Mug',
      productType: 'physical' as never,
      priceData: { price: 8 },
    });
    const unknown = '00000000-0000-0000-0000-00000000beef';
    for (const answer of [
      await staff.products.bulkUpdateProductsProperty([unknown, product!._id!], { price: 9 }),
      await staff.products.bulkAdjustProductProperty({ price: { amount: 1 } }, [
        unknown,
        product!._id!,
      ]),
    ]) {
      expect(answer.results).toEqual([
        {
          itemMetadata: {
            _id: unknown,
            originalIndex: 0,
            success: false,
            error: { code: 'NOT_FOUND', description: expect.stringContaining(unknown) },
          },
        },
        { itemMetadata: { _id: product!._id!, originalIndex: 1, success: true } },
      ]);
      expect(answer.bulkActionMetadata).toEqual({
        totalSuccesses: 1,
        totalFailures: 1,
        undetailedFailures: 0,
      });
    }
  });

  it("on a store variant: its name, SKU, its product's collections, and no preorder", async () => {
    const client = visitor();
    const { product } = await client.products.getProduct('prod-lantern-room-logo-tee');
    const { variants } = await client.products.queryStoreVariants({
      filter: { productId: product!._id },
      paging: { limit: 100 },
    });
    expect(variants).toHaveLength(product!.variants!.length);
    // The colour by its name, not its hex value, in the product's option order.
    const blackM = product!.variants!.find(
      (v) => v.choices?.Color === '#111111' && v.choices?.Size === 'M',
    )!;
    const { variant } = await client.products.getStoreVariant(`${product!._id}-${blackM._id}`);
    expect(variant).toMatchObject({
      variantId: blackM._id,
      variantName: 'Black / M',
      productName: 'Lantern Room Logo Tee',
      sku: blackM.variant!.sku,
      collectionIds: product!.collectionIds,
      preorderInfo: { enabled: false },
    });
    expect(variant?.sku).toMatch(/^LR-001-\d+$/);
    expect(new Set(variants!.map((v) => v.variantName)).size).toBe(variants!.length);
    expect(variants!.map((v) => v.sku)).toEqual(product!.variants!.map((v) => v.variant!.sku));
    // A product without options has one variant, named for the product.
    const { items } = await client.products.queryProducts().eq('slug', 'sticker-pack').find();
    const [single] = (
      await client.products.queryStoreVariants({ filter: { productId: items[0]!._id } })
    ).variants!;
    expect(single).toMatchObject({ variantName: 'Sticker Pack', sku: items[0]!.sku });
  });

  it("on a product's variants page: the older paging metadata, page size and offset", async () => {
    const client = visitor();
    const id = 'prod-lantern-room-logo-tee';
    const all = await client.products.queryProductVariants(id, { choices: { Size: 'M' } });
    const page = await client.products.queryProductVariants(id, {
      choices: { Size: 'M' },
      paging: { limit: 1, offset: 1 },
    });
    expect(page.variants?.map((v) => v._id)).toEqual([all.variants![1]!._id]);
    // PagingMetadata declares `items` (the page size) and `offset`; the total rides beside it.
    expect(page.metadata).toEqual({ items: 1, offset: 1 });
    expect(page.totalResults).toBe(all.variants!.length);
  });

  it("on a collection's picture: its title", async () => {
    const client = visitor();
    const { collection } = await client.collections.getCollectionBySlug('posters');
    // The picture is titled as the media item is: for a seeded collection, its name.
    expect(collection?.media?.mainMedia).toMatchObject({
      _id: 'media-col-posters',
      mediaType: 'image',
      title: 'Posters & Prints',
      image: { width: 600, height: 600 },
    });
    const byId = await client.collections.getCollection(collection!._id!);
    expect(byId.media?.mainMedia?.title).toBe(collection?.name);
  });

  it('on the identity a registration and a login answer', async () => {
    const client = visitor();
    // A sandbox member signs in by email and password alone and keeps only a name.
    const nothingElse = {
      connections: [],
      factors: [],
      identityProfile: {
        privacyStatus: 'PUBLIC',
        emails: [],
        secondaryEmails: [],
        phones: [],
        phonesV2: [],
        addresses: [],
        labels: [],
        customFields: [],
      },
      status: { name: expect.any(String), reasons: expect.any(Array) },
    };
    const registered = await client.authentication.registerV2(
      { email: 'fields@example.com' },
      { password: 'fields-pass', profile: { firstName: 'Fi', lastName: 'Elds' } },
    );
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(registered.identity).toMatchObject({
      ...nothingElse,
      email: { address: 'fields@example.com', isVerified: false },
      identityProfile: { ...nothingElse.identityProfile, firstName: 'Fi', lastName: 'Elds' },
    });
    const loggedIn = await client.authentication.loginV2(
      { email: DEMO_MEMBER.email },
      { password: DEMO_MEMBER.password },
    );
    expect(loggedIn.state).toBe('SUCCESS');
    expect(loggedIn.identity).toMatchObject({
      ...nothingElse,
      email: { address: DEMO_MEMBER.email, isVerified: true },
    });
  });
});
