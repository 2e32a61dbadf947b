/**
 * What the platform refuses and the sandbox once took, driven through the official SDK
 * unchanged: ids the product does not have, a property set of two at once, a media item with
 * no source or two, an event without the fields CreateEvent requires or starting as EXTERNAL or
 * NONE, a bulk delete with no filter, a filter on a field the query does not filter by (events,
 * products, collections), an over-long id in a path.
 */
import { describe, expect, it } from 'vitest';
import { backInStockNotifications, currentCart } from '@wix/ecom';
import { wixEventsV2 } from '@wix/events';
import { collections, inventory, products } from '@wix/stores';
import { ADMIN_KEY, STORES, sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);
const { visitor, admin } = sdkClients({
  backInStockNotifications,
  collections,
  currentCart,
  inventory,
  products,
  wixEventsV2,
});

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
const missing = (code: string) => ({ details: { applicationError: { code } } });

const sizedProduct = async () => {
  const { product } = await admin().products.createProduct({
    name: `Sized Tee ${Math.random().toString(36).slice(2, 8)}`,
    productType: 'physical' as never,
    priceData: { price: 20 },
    productOptions: [
      {
        name: 'Size',
        optionType: 'drop_down' as never,
        choices: [
          { value: 'S', description: 'Small' },
          { value: 'M', description: 'Medium' },
        ],
      },
    ],
  });
  return product!;
};

describe('variant ids', () => {
  it('a cart line naming a variant the product does not have is refused', async () => {
    const product = await sizedProduct();
    await expect(
      visitor().currentCart.addToCurrentCart({
        lineItems: [
          {
            quantity: 1,
            catalogReference: {
              appId: STORES,
              catalogItemId: product._id!,
              options: { variantId: '00000000-0000-0000-0000-000000000000' },
            },
          },
        ],
      }),
    ).rejects.toMatchObject(missing('CATALOG_ITEM_NOT_FOUND'));
  });

  it('a back-in-stock request waiting for a variant the product does not have is refused', async () => {
    const product = await sizedProduct();
    const request = (variantId: string, email: string) =>
      visitor().backInStockNotifications.createBackInStockNotificationRequest(
        {
          catalogReference: { appId: STORES, catalogItemId: product._id!, options: { variantId } },
          email,
        },
        { name: 'ignored', price: '1' },
      );
    await expect(
      request('00000000-0000-0000-0000-000000000000', 'nowhere@example.com'),
    ).rejects.toMatchObject(missing('NOT_FOUND'));
    expect((await request(product.variants![1]!._id!, 'medium@example.com')).status).toBe(
      'RECEIVED',
    );
  });

  it('a stock update or a variant price naming a variant the product does not have is refused, and nothing changes', async () => {
    const product = await sizedProduct();
    const staff = admin();
    const [known] = product.variants!;
    const stray = '00000000-0000-0000-0000-000000000000';
    await expect(
      staff.inventory.updateInventoryVariants(product._id!, {
        trackQuantity: true,
        variants: [
          { variantId: known!._id!, quantity: 3 },
          { variantId: stray, quantity: 5 },
        ],
      }),
    ).rejects.toMatchObject(missing('NOT_FOUND'));
    await expect(
      staff.products.updateProductVariants(product._id!, [
        { variantIds: [stray], price: 1 } as never,
      ]),
    ).rejects.toMatchObject(missing('NOT_FOUND'));
    const after = (await staff.products.getProduct(product._id!)).product!;
    expect(after.stock?.trackInventory).toBe(false);
    expect(after.variants!.map((v) => v.variant?.priceData?.price)).toEqual([20, 20]);
  });
});

describe('bulk product properties', () => {
  it('set one property a call (the SDK: a oneof); two at once are refused and change nothing', async () => {
    const product = await sizedProduct();
    const staff = admin();
    await expect(
      staff.products.bulkUpdateProductsProperty([product._id!], { price: 5, weight: 2 }),
    ).rejects.toMatchObject(refused('set', 'ONE_OF_ALIGNMENT'));
    expect((await staff.products.getProduct(product._id!)).product!.priceData?.price).toBe(20);
    await staff.products.bulkUpdateProductsProperty([product._id!], { ribbon: 'Sale' });
    expect((await staff.products.getProduct(product._id!)).product!.ribbon).toBe('Sale');
  });
});

describe('product media', () => {
  it('is added by an item already on the site (its mediaId) alone; an unknown one, both or neither are refused', async () => {
    const staff = admin();
    const from = await sizedProduct();
    await staff.products.addProductMedia(from._id!, [{ url: 'https://example.com/tee.jpg' }]);
    const item = (await staff.products.getProduct(from._id!)).product!.media!.items![0]!;
    const to = await sizedProduct();
    await staff.products.addProductMedia(to._id!, [
      { mediaId: item._id!, choice: { option: 'Size', choice: 'M' } },
    ]);
    const added = (await staff.products.getProduct(to._id!)).product!;
    // After the picture every new product has: the same item, its own id and address.
    expect(added.media!.items!.map((m) => [m._id, m.image?.url]).at(-1)).toEqual([
      item._id,
      item.image?.url,
    ]);
    expect(added.productOptions![0]!.choices![1]!.media?.items?.map((m) => m._id)).toEqual([
      item._id,
    ]);
    const count = added.media!.items!.length;
    // Added twice, it is there once.
    await staff.products.addProductMedia(to._id!, [{ mediaId: item._id! }]);
    expect((await staff.products.getProduct(to._id!)).product!.media!.items).toHaveLength(count);
    await expect(
      staff.products.addProductMedia(to._id!, [{ mediaId: 'no-such-media' }]),
    ).rejects.toMatchObject(missing('NOT_FOUND'));
    await expect(
      staff.products.addProductMedia(to._id!, [
        { mediaId: item._id!, url: 'https://example.com/x.jpg' },
      ]),
    ).rejects.toMatchObject(refused('media', 'ONE_OF_ALIGNMENT'));
    await expect(staff.products.addProductMedia(to._id!, [{}])).rejects.toMatchObject(
      refused('media', 'ONE_OF_ALIGNMENT'),
    );
  });
});

describe('events', () => {
  // Fresh each call: the SDK writes its wire form of the dates into the object it is given.
  const dates = () => ({
    startDate: new Date('2032-03-01T20:00:00Z'),
    endDate: new Date('2032-03-01T22:00:00Z'),
  });
  const location = { type: 'VENUE' as const, name: 'The Lantern Room' };

  it('are created only with a location and an initial registration type (the SDK requires both)', async () => {
    const staff = admin();
    await expect(
      staff.wixEventsV2.createEvent({
        title: 'Nowhere Night',
        dateAndTimeSettings: dates(),
        registration: { initialType: 'RSVP' },
      } as never),
    ).rejects.toMatchObject(refused('location', 'REQUIRED_FIELD'));
    // The SDK checks this one itself before sending: on the wire, as another caller would.
    const untyped = await sandbox().call('POST', '/events/v3/events', {
      token: ADMIN_KEY,
      body: { event: { title: 'Untyped Night', dateAndTimeSettings: dates(), location } },
    });
    expect([untyped.status, untyped.body]).toMatchObject([
      400,
      refused('registration', 'REQUIRED_FIELD'),
    ]);
    const made = await staff.wixEventsV2.createEvent(
      {
        title: 'Somewhere Night',
        dateAndTimeSettings: dates(),
        location,
        registration: { initialType: 'RSVP' },
      },
      { draft: true, fields: ['REGISTRATION'] },
    );
    expect(made.registration?.initialType).toBe('RSVP');
  });

  it("start only as RSVP or TICKETING (the SDK's InitialRegistrationType), never EXTERNAL or NONE", async () => {
    const staff = admin();
    const count = async () =>
      (await staff.wixEventsV2.queryEvents().limit(1000).find()).items.length;
    const before = await count();
    for (const initialType of ['EXTERNAL', 'NONE']) {
      await expect(
        staff.wixEventsV2.createEvent(
          {
            title: `${initialType} Night`,
            dateAndTimeSettings: dates(),
            location,
            registration: { initialType: initialType as never },
          },
          { draft: true },
        ),
      ).rejects.toMatchObject(refused('registration.initialType', 'INVALID_ENUM_VALUE'));
    }
    // Nor as the other of the two, named as its `type` beside: an RSVP event takes no tickets.
    await expect(
      staff.wixEventsV2.createEvent(
        {
          title: 'Two-Faced Night',
          dateAndTimeSettings: dates(),
          location,
          registration: { initialType: 'RSVP', type: 'TICKETING' as never },
        },
        { draft: true },
      ),
    ).rejects.toMatchObject(refused('registration.type', 'VALIDATION'));
    expect(await count()).toBe(before);
    // Opening at once as EXTERNAL keeps the type it was made for.
    const elsewhere = await staff.wixEventsV2.createEvent(
      {
        title: 'Elsewhere Night',
        dateAndTimeSettings: dates(),
        location,
        registration: {
          initialType: 'RSVP',
          type: 'EXTERNAL' as never,
          external: { url: 'https://tickets.example.com/elsewhere' },
        },
      },
      { draft: true, fields: ['REGISTRATION'] },
    );
    expect(elsewhere.registration).toMatchObject({ type: 'EXTERNAL', initialType: 'RSVP' });
  });

  it('a bulk delete without a filter (the SDK requires filter.filter) deletes nothing', async () => {
    const staff = admin();
    const count = async () =>
      (await staff.wixEventsV2.queryEvents().limit(1000).find()).items.length;
    const before = await count();
    await expect(
      staff.wixEventsV2.bulkDeleteEventsByFilter({ filter: {} } as never),
    ).rejects.toMatchObject(refused('filter.filter', 'REQUIRED_FIELD'));
    expect(await count()).toBe(before);
  });

  it('a filter on a field the query does not filter by is refused, not an empty page', async () => {
    const staff = admin();
    const query = staff.wixEventsV2.queryEvents();
    await expect(query.eq('colour' as never, 'red' as never).find()).rejects.toMatchObject(
      missing('FILTER_PARSER_ERROR'),
    );
    // Within an $or too (on the wire, as any caller may send it).
    const nested = await sandbox().call('POST', '/events/v3/events/query', {
      token: ADMIN_KEY,
      body: { query: { filter: { $or: [{ title: 'x' }, { 'location.name': 'y' }] } } },
    });
    expect([nested.status, nested.body]).toMatchObject([400, missing('FILTER_PARSER_ERROR')]);
    await expect(
      staff.wixEventsV2.bulkDeleteEventsByFilter({ filter: { filter: { colour: 'red' } } }),
    ).rejects.toMatchObject(missing('FILTER_PARSER_ERROR'));
    // The fields it does filter by still answer.
    const open = await query.in('status', ['UPCOMING']).find();
    expect(open.items.length).toBeGreaterThan(0);
  });

  it('an id in a path longer than a GUID is refused as a body id is (MAX_LENGTH), not a 404', async () => {
    const long = 'e'.repeat(37);
    await expect(admin().wixEventsV2.getEvent(long)).rejects.toMatchObject(
      refused('eventId', 'MAX_LENGTH'),
    );
    await expect(admin().wixEventsV2.deleteEvent(long)).rejects.toMatchObject(
      refused('eventId', 'MAX_LENGTH'),
    );
    // A GUID's length is an id that could exist: not found.
    await expect(admin().wixEventsV2.getEvent('e'.repeat(36))).rejects.toMatchObject(
      missing('NOT_FOUND'),
    );
  });
});

describe('catalogue queries', () => {
  it("naming a field the SDK's query spec does not list are refused, not an empty page", async () => {
    const staff = admin();
    await expect(
      staff.products
        .queryProducts()
        .eq('colour' as never, 'red')
        .find(),
    ).rejects.toMatchObject(refused('filter.colour', 'FIELD_NOT_ALLOWED'));
    await expect(
      staff.products
        .queryProducts()
        .ascending('rating' as never)
        .find(),
    ).rejects.toMatchObject(refused('sort', 'FIELD_NOT_ALLOWED'));
    await expect(
      staff.collections
        .queryCollections()
        .eq('slug' as never, 'apparel')
        .find(),
    ).rejects.toMatchObject(refused('filter.slug', 'FIELD_NOT_ALLOWED'));
    // The SDK's own names still answer (its `_id` goes out as `id`).
    const tee = await staff.products.queryProducts().eq('_id', 'prod-lantern-room-logo-tee').find();
    expect(tee.items.map((p) => p._id)).toEqual(['prod-lantern-room-logo-tee']);
  });
});
