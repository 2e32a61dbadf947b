/**
 * Request bounds as the official SDK declares them (its schemas' `.max(...)`, its types'
 * `@maxSize` / `@maxLength`), driven through the SDK unchanged: the sandbox refuses what the
 * platform refuses and takes what it takes, so a site owner's own limits hold on both.
 */
import { describe, expect, it } from 'vitest';
import { backInStockNotifications, currentCart } from '@wix/ecom';
import { orders, ticketDefinitionsV2, wixEventsV2 } from '@wix/events';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { SDK_GUESTS, STORES, sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const modules = {
  backInStockNotifications,
  currentCart,
  orders,
  products,
  redirects,
  ticketDefinitionsV2,
  wixEventsV2,
};
const { visitor, admin } = sdkClients(modules);

const EVENT = 'evt-open-mic-night';
const TICKET = `${EVENT}-t1`;

/** A refusal naming `field` (as the SDK renames it) with `rule`. */
const refused = (field: string, violatedRule: string) => ({
  details: {
    validationError: {
      fieldViolations: [
        expect.objectContaining({ field: expect.stringContaining(field), violatedRule }),
      ],
    },
  },
});

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `N-${i}`);

describe('ticket orders', () => {
  it('bulk update and confirm name at most 100 orders (the SDK: .max(100))', async () => {
    const staff = admin();
    const bulk = (orderNumber: string[]) =>
      staff.orders.bulkUpdateOrders(EVENT, { orderNumber, fields: ['archived'], archived: true });
    await expect(bulk(numbers(101))).rejects.toMatchObject(refused('orderNumber', 'MAX_SIZE'));
    await expect(
      staff.orders.confirmOrder(EVENT, { orderNumber: numbers(101) }),
    ).rejects.toMatchObject(refused('orderNumber', 'MAX_SIZE'));
    // A hundred are read, order by order: these do not exist.
    await expect(bulk(numbers(100))).rejects.toMatchObject({ details: { applicationError: {} } });
    await expect(bulk([])).rejects.toMatchObject(refused('orderNumber', 'MIN_SIZE'));
  });

  it("a listing's filters are as long as the SDK allows, and no longer", async () => {
    const staff = admin();
    const listed = await staff.orders.listOrders({ orderNumber: numbers(500), limit: 5 });
    expect(listed.orders).toEqual([]);
    await expect(
      staff.orders.listOrders({ eventId: Array.from({ length: 101 }, () => EVENT) }),
    ).rejects.toMatchObject(refused('eventId', 'MAX_SIZE'));
  });
});

describe('the ticket checkout', () => {
  const reserve = async (client: ReturnType<typeof visitor>, quantity = 1) =>
    (
      await client.orders.createReservation(EVENT, {
        ticketQuantities: [{ ticketDefinitionId: TICKET, quantity }],
      })
    )._id!;
  /** The sample guest, with one more answer. */
  const guest = (value: string) => ({
    form: { inputValues: [...SDK_GUESTS[0]!.form.inputValues, { inputName: 'comment', value }] },
  });

  it('takes at most 50 guests, names of at most 50 characters, coupon codes of at most 20', async () => {
    const client = visitor();
    const reservationId = await reserve(client);
    const checkout = (options: Parameters<typeof client.orders.checkout>[1]) =>
      client.orders.checkout(EVENT, { reservationId, ...options });
    await expect(
      checkout({ guests: Array.from({ length: 51 }, () => SDK_GUESTS[0]!) }),
    ).rejects.toMatchObject(refused('guests', 'MAX_SIZE'));
    await expect(
      checkout({
        guests: SDK_GUESTS,
        buyer: { firstName: 'F'.repeat(51), lastName: 'L', email: 'f@example.com' },
      }),
    ).rejects.toMatchObject(refused('buyer.firstName', 'MAX_LENGTH'));
    await expect(
      checkout({ guests: SDK_GUESTS, discount: { couponCode: 'C'.repeat(21) } }),
    ).rejects.toMatchObject(refused('couponCode', 'MAX_LENGTH'));
    // An answer of up to 5,000 characters is the platform's to keep.
    const done = await checkout({ guests: [guest('x'.repeat(5000))] });
    expect(done.order?.status).toBe('FREE');
  });

  it('lists available tickets in the one state and the field sets the SDK declares, and no others', async () => {
    const client = visitor();
    const list = (state?: string[]) =>
      client.orders.listAvailableTickets({ eventId: EVENT, limit: 100, state: state as never });
    const all = (await list()).definitions!.map((d) => d._id);
    expect(all.length).toBeGreaterThan(0);
    // Not-on-sale tickets are listed anyway (hideNotOnSale is false): the state adds none.
    const withHidden = await list(['INCLUDE_HIDDEN_NOT_ON_SALE']);
    expect(withHidden.definitions!.map((d) => d._id)).toEqual(all);
    for (const state of ['SOLD_OUT', 'SALE_STARTED', 'VISIBLE'])
      await expect(list([state])).rejects.toMatchObject(refused('state', 'INVALID_ENUM_VALUE'));
    // The query's field sets likewise: POLICY (every listing has its policy) and DASHBOARD.
    const query = (fieldset: string[]) =>
      client.orders.queryAvailableTickets({ limit: 1, fieldset: fieldset as never });
    expect((await query(['POLICY'])).definitions).toHaveLength(1);
    await expect(query(['EVENT_DETAILS'])).rejects.toMatchObject(
      refused('fieldset', 'INVALID_ENUM_VALUE'),
    );
  });

  it('an update takes at most 20 guests', async () => {
    const client = visitor();
    const reservationId = await reserve(client);
    const { order } = await client.orders.checkout(EVENT, { reservationId, guests: SDK_GUESTS });
    await expect(
      client.orders.updateCheckout(order!.orderNumber!, EVENT, {
        guests: Array.from({ length: 21 }, () => SDK_GUESTS[0]!),
      }),
    ).rejects.toMatchObject(refused('guests', 'MAX_SIZE'));
  });
});

describe('the cart', () => {
  it('an update may set up to 300 lines, a whole cart (the SDK: @maxSize 300)', async () => {
    const client = visitor();
    const lineItems = Array.from({ length: 300 }, (_, i) => ({
      catalogReference: {
        appId: STORES,
        catalogItemId: 'prod-live-at-the-lantern-download',
        options: { options: { [`note-${i}`]: 'x' } },
      },
      quantity: 1,
    }));
    const cart = await client.currentCart.updateCurrentCart({ lineItems });
    expect(cart.lineItems).toHaveLength(300);
  });
});

describe('ids', () => {
  const tooLong = `${EVENT}-${'x'.repeat(36 - EVENT.length)}`;

  it('an empty product id reads nothing: not found, for a visitor as for the admin', async () => {
    for (const client of [visitor(), admin()]) {
      await expect(client.products.getProduct('')).rejects.toMatchObject({
        details: { applicationError: { code: 'NOT_FOUND' } },
      });
    }
  });

  it("are the platform's, at most 36 characters (a catalogue item's @maxLength 36, GUIDs)", async () => {
    const client = visitor();
    const item = (catalogItemId: string) => ({
      lineItems: [{ catalogReference: { appId: STORES, catalogItemId }, quantity: 1 }],
    });
    // The seed's longest id of a product without options is one a cart line can name.
    const longest = sandbox()
      .platform.db.products.all()
      .filter((p) => p.productOptions.length === 0)
      .map((p) => p.id)
      .sort((a, b) => b.length - a.length)[0]!;
    const { cart } = await client.currentCart.addToCurrentCart(item(longest));
    expect(cart?.lineItems?.[0]?.catalogReference?.catalogItemId).toBe(longest);
    await expect(
      client.currentCart.addToCurrentCart(item(`${longest}${'x'.repeat(37 - longest.length)}`)),
    ).rejects.toMatchObject(refused('catalogItemId', 'MAX_LENGTH'));
    await expect(
      client.backInStockNotifications.createBackInStockNotificationRequest(
        { catalogReference: { appId: STORES, catalogItemId: 'x'.repeat(37) }, email: 'a@b.co' },
        {},
      ),
    ).rejects.toMatchObject(refused('catalogItemId', 'MAX_LENGTH'));
    expect(tooLong).toHaveLength(37);
    await expect(
      client.orders.createReservation(tooLong, {
        ticketQuantities: [{ ticketDefinitionId: TICKET, quantity: 1 }],
      }),
    ).rejects.toMatchObject(refused('eventId', 'MAX_LENGTH'));
    await expect(
      client.orders.createReservation(EVENT, {
        ticketQuantities: [
          { ticketDefinitionId: `${TICKET}${'x'.repeat(37 - TICKET.length)}`, quantity: 1 },
        ],
      }),
    ).rejects.toMatchObject(refused('ticketDefinitionId', 'MAX_LENGTH'));
  });
});

describe('events', () => {
  it('a query names at most 20 field sets, and pages at most 1,000 events', async () => {
    const client = visitor();
    const fields = Array.from({ length: 21 }, () => 'DETAILS' as const);
    await expect(client.wixEventsV2.queryEvents({ fields }).find()).rejects.toMatchObject(
      refused('fields', 'MAX_SIZE'),
    );
    await expect(client.wixEventsV2.queryEvents().limit(1001).find()).rejects.toMatchObject(
      refused('limit', 'MAX'),
    );
    expect(
      (await client.wixEventsV2.queryEvents().limit(1000).find()).items.length,
    ).toBeGreaterThan(0);
  });
});

describe('cart addresses and custom lines', () => {
  it("take the SDK's Address bounds: city 50, postal code 50, street line 150", async () => {
    const client = visitor();
    await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: { appId: STORES, catalogItemId: 'prod-sticker-pack' },
          quantity: 1,
        },
      ],
    });
    const estimate = (address: Record<string, string>) =>
      client.currentCart.estimateCurrentCartTotals({
        shippingAddress: { country: 'GB', ...address },
      });
    // A long UK-style postal code line, as the platform takes it.
    await estimate({ postalCode: 'P'.repeat(50), city: 'C'.repeat(50) });
    await expect(estimate({ city: 'C'.repeat(51) })).rejects.toMatchObject(
      refused('city', 'MAX_LENGTH'),
    );
    await expect(estimate({ addressLine1: 'A'.repeat(151) })).rejects.toMatchObject(
      refused('addressLine', 'MAX_LENGTH'),
    );
  });

  it('a custom line has at most 10 description lines', async () => {
    const line = (count: number) => ({
      productName: { original: 'Engraving' },
      price: '2.00',
      itemType: { preset: 'PHYSICAL' as never },
      descriptionLines: Array.from({ length: count }, (_, i) => ({
        name: { original: `Line ${i}` },
        plainText: { original: 'x' },
      })),
    });
    const staff = admin();
    await expect(
      staff.currentCart.addToCurrentCart({ customLineItems: [line(11)] }),
    ).rejects.toMatchObject(refused('descriptionLines', 'MAX_SIZE'));
    await staff.currentCart.addToCurrentCart({ customLineItems: [line(10)] });
    await staff.currentCart.deleteCurrentCart();
  });

  it("a description line holds the SDK's texts, which checkout pages print: no object", async () => {
    const lines = (descriptionLine: Record<string, unknown>) => ({
      customLineItems: [
        {
          productName: { original: 'Engraving' },
          price: '2.00',
          itemType: { preset: 'PHYSICAL' as never },
          descriptionLines: [{ name: { original: 'Text' }, ...descriptionLine }],
        },
      ],
    });
    const staff = admin();
    // Printing this one on the hosted checkout page was a 500.
    await expect(
      staff.currentCart.addToCurrentCart(lines({ plainText: { original: { toString: 1 } } })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      staff.currentCart.addToCurrentCart(lines({ plainText: { original: 'x'.repeat(601) } })),
    ).rejects.toMatchObject(refused('original', 'MAX_LENGTH'));
    // A colour, as the SDK writes one, is taken.
    await staff.currentCart.addToCurrentCart(
      lines({ colorInfo: { original: 'Gold', code: '#d4af37' }, lineType: 'COLOR' }),
    );
    await staff.currentCart.deleteCurrentCart();
  });
});

describe('back-in-stock counts', () => {
  it('name at most 100 catalog references', async () => {
    const refs = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ appId: STORES, catalogItemId: `prod-${i}` }));
    const count = (count: number) =>
      admin().backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences(
        refs(count),
      );
    await expect(count(101)).rejects.toMatchObject(refused('catalogReferences', 'MAX_SIZE'));
    await count(100);
  });
});

describe('catalog writes', () => {
  const product = (extra: Record<string, unknown>) =>
    admin().products.createProduct({
      name: 'Bounded',
      productType: 'physical' as never,
      priceData: { price: 10 },
      ...extra,
    });
  const choices = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ value: `c${i}`, description: `Choice ${i}` }));

  it("a product's options, stock and description keep the SDK's bounds", async () => {
    const option = (choiceList: { value: string; description: string }[]) => ({
      productOptions: [{ name: 'Size', optionType: 'drop_down' as never, choices: choiceList }],
    });
    // A hundred choices of one option are the platform's to keep.
    const { product: many } = await product(option(choices(100)));
    expect(many?.productOptions?.[0]?.choices).toHaveLength(100);
    await expect(product(option(choices(101)))).rejects.toMatchObject(
      refused('choices', 'MAX_SIZE'),
    );
    await expect(
      product(option([{ value: 'v'.repeat(51), description: 'Long' }])),
    ).rejects.toMatchObject(refused('choices.0.value', 'MAX_LENGTH'));
    await expect(
      product({ stock: { trackInventory: true, quantity: 100_000 } }),
    ).rejects.toMatchObject(refused('stock.quantity', 'MAX'));
    await expect(product({ description: 'd'.repeat(8001) })).rejects.toMatchObject(
      refused('description', 'MAX_LENGTH'),
    );
    await expect(
      product({ additionalInfoSections: [{ title: 'T'.repeat(51), description: 'x' }] }),
    ).rejects.toMatchObject(refused('title', 'MAX_LENGTH'));
  });

  it("an option's type may be left out or unspecified, as the SDK marks it read-only: a drop-down", async () => {
    const sizes = { name: 'Size', choices: choices(2) };
    const { product: made } = await product({
      productOptions: [sizes, { ...sizes, name: 'Fit', optionType: 'unspecified_option_type' }],
    });
    expect(made?.productOptions?.map((o) => o.optionType)).toEqual(['drop_down', 'drop_down']);
    const { product: read } = await admin().products.getProduct(made!._id!);
    expect(read?.productOptions?.[0]?.optionType).toBe('drop_down');
    // A type the SDK does not declare is refused.
    await expect(
      product({ productOptions: [{ ...sizes, optionType: 'radio' }] }),
    ).rejects.toMatchObject(refused('optionType', 'INVALID_ENUM_VALUE'));
  });

  it('a collection has a name of at most 50 and a description of at most 600', async () => {
    const staff = admin();
    await expect(staff.products.createCollection({ name: 'N'.repeat(51) })).rejects.toMatchObject(
      refused('name', 'MAX_LENGTH'),
    );
    await expect(
      staff.products.createCollection({ name: 'Long', description: 'd'.repeat(601) }),
    ).rejects.toMatchObject(refused('description', 'MAX_LENGTH'));
  });

  it('bulk and media calls name as many as the SDK allows', async () => {
    const staff = admin();
    const { product: made } = await product({});
    const id = made!._id!;
    const ids = (count: number) => Array.from({ length: count }, () => id);
    await expect(
      staff.products.bulkUpdateProductsProperty(ids(101), { price: 5 }),
    ).rejects.toMatchObject(refused('ids', 'MAX_SIZE'));
    await expect(
      staff.products.bulkAdjustProductProperty({ price: { amount: 1 } }, ids(101)),
    ).rejects.toMatchObject(refused('ids', 'MAX_SIZE'));
    await expect(staff.products.removeProductMedia(id, ids(51))).rejects.toMatchObject(
      refused('mediaIds', 'MAX_SIZE'),
    );
    const toChoice = Array.from({ length: 11 }, () => ({
      option: 'Size',
      choice: 'S',
      mediaIds: [],
    }));
    await expect(staff.products.addProductMediaToChoices(id, toChoice)).rejects.toMatchObject(
      refused('media', 'MAX_SIZE'),
    );
    const collection = (await staff.products.createCollection({ name: 'Many' })).collection!;
    await expect(
      staff.products.addProductsToCollection(collection._id!, ids(1001)),
    ).rejects.toMatchObject(refused('productIds', 'MAX_SIZE'));
    await staff.products.addProductsToCollection(collection._id!, ids(1000));
  });
});

describe('web addresses', () => {
  it("are the SDK's WEB_URL, http or https: a product picture, an external registration, an item's page", async () => {
    const staff = admin();
    const { product } = await staff.products.createProduct({
      name: 'Pictured',
      productType: 'physical' as never,
      priceData: { price: 10 },
    });
    const id = product!._id!;
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA'])
      await expect(staff.products.addProductMedia(id, [{ url }])).rejects.toMatchObject(
        refused('url', 'FORMAT'),
      );
    await staff.products.addProductMedia(id, [{ url: 'https://example.com/mug.png' }]);
    const event = await staff.wixEventsV2.createEvent(
      {
        title: 'Elsewhere',
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000),
          endDate: new Date(Date.now() + 90_000_000),
        },
        location: { type: 'VENUE' as never },
        registration: { initialType: 'RSVP' as never },
      } as never,
      { draft: true },
    );
    const external = (url: string) =>
      staff.wixEventsV2.updateEvent(event._id!, {
        event: { registration: { type: 'EXTERNAL' as never, external: { url } } },
      });
    await expect(external('javascript:alert(1)')).rejects.toMatchObject(
      refused('external.url', 'FORMAT'),
    );
    await external('https://tickets.example.com/elsewhere');
    await expect(
      visitor().backInStockNotifications.createBackInStockNotificationRequest(
        {
          catalogReference: { appId: STORES, catalogItemId: 'prod-midnight-radio-lp' },
          email: 'a@example.com',
          itemUrl: 'javascript:alert(1)',
        },
        {},
      ),
    ).rejects.toMatchObject(refused('itemUrl', 'FORMAT'));
  });
});

describe('event management', () => {
  const draft = (title: string, locationName = 'The Lantern Room') =>
    admin().wixEventsV2.createEvent(
      {
        title,
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 86_400_000),
          endDate: new Date(Date.now() + 90_000_000),
          timeZoneId: 'Europe/Lisbon',
        },
        location: { type: 'VENUE' as never, name: locationName },
        registration: { initialType: 'RSVP' as never },
      } as never,
      { draft: true },
    );

  it('an event title is at most 120 characters, a venue name at most 50', async () => {
    await expect(draft('T'.repeat(121))).rejects.toMatchObject(refused('title', 'MAX_LENGTH'));
    await expect(draft('Venue', 'V'.repeat(51))).rejects.toMatchObject(
      refused('location.name', 'MAX_LENGTH'),
    );
    expect((await draft('T'.repeat(120), 'V'.repeat(50))).title).toHaveLength(120);
  });

  it("an event's registration form asks for names no longer than the checkout takes", async () => {
    const { event } = await visitor().wixEventsV2.getEventBySlug('open-mic-night', {
      fields: ['FORM'],
    });
    const inputs = event!.form!.controls!.flatMap((control) => control.inputs ?? []);
    for (const name of ['firstName', 'lastName'])
      expect(inputs.find((input) => input.name === name)?.maxLength).toBe(50);
  });

  it("a bulk cancel's query may sort and page, as the SDK's CommonQueryV2 does: that page is cancelled", async () => {
    const staff = admin();
    const made = [];
    for (const title of ['Paged Night A', 'Paged Night B', 'Paged Night C'])
      made.push((await draft(title))._id!);
    const title = { $startsWith: 'Paged Night' };
    await staff.wixEventsV2.bulkCancelEventsByFilter({
      filter: {
        filter: { title },
        sort: [{ fieldName: 'title', order: 'DESC' }],
        paging: { limit: 2 },
      },
    });
    const statuses = await Promise.all(
      made.map(async (id) => (await staff.wixEventsV2.getEvent(id)).status),
    );
    expect(statuses).toEqual(['DRAFT', 'CANCELED', 'CANCELED']);
    await expect(
      staff.wixEventsV2.bulkCancelEventsByFilter({
        filter: { filter: { title }, paging: { limit: 1001 } },
      }),
    ).rejects.toMatchObject(refused('paging.limit', 'MAX'));
  });

  it('ticket reads name at most 5 (definitions) or 20 (available tickets) field sets', async () => {
    await expect(
      admin().ticketDefinitionsV2.getTicketDefinition(TICKET, {
        fields: Array.from({ length: 6 }, () => 'SALES_DETAILS' as never),
      }),
    ).rejects.toMatchObject(refused('fields', 'MAX_SIZE'));
    await expect(
      visitor().orders.queryAvailableTickets({
        fieldset: Array.from({ length: 21 }, () => 'POLICY' as never),
      }),
    ).rejects.toMatchObject(refused('fieldset', 'MAX_SIZE'));
  });
});

describe('redirect sessions', () => {
  it('take callback addresses of up to 2,048 characters and slugs of up to 150', async () => {
    const client = visitor();
    const address = (length: number) => {
      const base = 'http://localhost:5173/shop?back=';
      return base + 'x'.repeat(length - base.length);
    };
    const open = (postFlowUrl: string, productSlug = 'sticker-pack') =>
      client.redirects.createRedirectSession({
        storesProduct: { productSlug },
        callbacks: { postFlowUrl },
      });
    expect((await open(address(2048))).redirectSession?.fullUrl).toContain(sandbox().url);
    await expect(open(address(2049))).rejects.toMatchObject(refused('postFlowUrl', 'MAX_LENGTH'));
    await expect(open(address(100), 's'.repeat(151))).rejects.toMatchObject(
      refused('productSlug', 'MAX_LENGTH'),
    );
  });
});
