/**
 * Updates through the official SDK, unchanged: each names one field (the SDK sends just the
 * fields a caller sets) and every other field of the entity stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { wixEventsV2 } from '@wix/events';
import { products } from '@wix/stores';
import { sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);

const { admin } = sdkClients({ products, wixEventsV2 });

describe('an update through the SDK changes only the fields it names', () => {
  it("a product's new name keeps its options, variants, description, discount and stock", async () => {
    const staff = admin();
    const { product: made } = await staff.products.createProduct({
      name: 'Partial Mug',
      productType: 'physical' as never,
      description: '<p>Stoneware</p>',
      sku: 'PM-1',
      weight: 0.4,
      visible: false,
      priceData: { price: 20 },
      discount: { type: 'AMOUNT' as never, value: 5 },
      productOptions: [
        {
          name: 'Glaze',
          choices: ['Teal', 'Sand'].map((v) => ({ value: v, description: v })),
        },
      ],
      additionalInfoSections: [{ title: 'Care', description: 'Hand wash' }],
      stock: { trackInventory: true, quantity: 7 },
    });
    const id = made!._id!;
    const { product: renamed } = await staff.products.updateProduct(id, { name: 'Partial Cup' });
    expect(renamed?.name).toBe('Partial Cup');
    const { product: after } = await staff.products.getProduct(id);
    expect(after).toMatchObject({ ...made, name: 'Partial Cup', lastUpdated: expect.any(Date) });
    expect(after!.variants!.map((v) => v._id)).toEqual(made!.variants!.map((v) => v._id));
    expect(after!.price?.discountedPrice).toBe(15);
  });

  it("a product's stock naming only a quantity keeps tracking it", async () => {
    const staff = admin();
    const { product: made } = await staff.products.createProduct({
      name: 'Tracked Jug',
      productType: 'physical' as never,
      priceData: { price: 9 },
      stock: { trackInventory: true, quantity: 3 },
    });
    const { product: restocked } = await staff.products.updateProduct(made!._id!, {
      stock: { quantity: 12 },
    });
    expect(restocked?.stock).toMatchObject({ trackInventory: true, quantity: 12 });
  });

  it("a hidden collection's new name keeps it hidden, and its description", async () => {
    const staff = admin();
    const { collection: made } = await staff.products.createCollection({
      name: 'Backroom SDK',
      description: 'Staff picks',
      visible: false,
    });
    const { collection: renamed } = await staff.products.updateCollection(made!._id!, {
      name: 'Back room SDK',
    });
    expect(renamed).toMatchObject({
      name: 'Back room SDK',
      description: 'Staff picks',
      visible: false,
      slug: made!.slug,
    });
  });

  it("an RSVP event's registration naming no type stays RSVP, open over its window", async () => {
    const staff = admin();
    const id = sandbox().platform.db.events.byKey('poetry-and-pints')!.id;
    const fields = ['REGISTRATION' as const];
    const { registration: before } = await staff.wixEventsV2.getEvent(id, { fields });
    expect(before).toMatchObject({ type: 'RSVP', status: 'OPEN_RSVP' });
    const same = await staff.wixEventsV2.updateEvent(id, {
      event: { registration: { allowedGuestTypes: 'VISITOR_OR_MEMBER' as never } },
      fields,
    });
    expect(same.registration).toEqual(before);
    // Off and on again: its RSVP window is still the one it had.
    await staff.wixEventsV2.updateEvent(id, { event: { registration: { type: 'NONE' as never } } });
    const back = await staff.wixEventsV2.updateEvent(id, {
      event: { registration: { type: 'RSVP' as never } },
      fields,
    });
    expect(back.registration).toEqual(before);
    // The SDK's Registration: an RSVP event never sells tickets.
    await expect(
      staff.wixEventsV2.updateEvent(id, {
        event: { registration: { type: 'TICKETING' as never } },
      }),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [{ field: 'options.event.registration.type' }],
        },
      },
    });
  });
  it("a bulk adjustment by a percentage takes the SDK's PercentageData, and an amount or a percentage, not both", async () => {
    const staff = admin();
    const { product } = await staff.products.createProduct({
      name: 'Adjusted Bowl',
      productType: 'physical' as never,
      priceData: { price: 12.34 },
    });
    const id = product!._id!;
    const price = async () => (await staff.products.getProduct(id)).product?.priceData?.price;
    await staff.products.bulkAdjustProductProperty({ price: { percentage: { rate: 10 } } }, [id]);
    expect(await price()).toBe(13.57);
    await staff.products.bulkAdjustProductProperty(
      { price: { percentage: { rate: 10, roundToInt: true } } },
      [id],
    );
    expect(await price()).toBe(15);
    // An amount and a percentage at once is no one of them.
    await expect(
      staff.products.bulkAdjustProductProperty({ price: { amount: 1, percentage: { rate: 10 } } }, [
        id,
      ]),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [expect.objectContaining({ violatedRule: 'ONE_OF_ALIGNMENT' })],
        },
      },
    });
    expect(await price()).toBe(15);
  });
});
