/**
 * What the platform refuses and the sandbox once took, driven through the official SDK
 * unchanged: ids the product does not have, a property set of two at once, a media item with
 * no source or two.
 */
import { describe, expect, it } from 'vitest';
import { currentCart } from '@wix/ecom';
import { inventory, products } from '@wix/stores';
import { STORES, sdkClients, useSdkOnSandbox, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();
useSdkOnSandbox(sandbox);
const { visitor, admin } = sdkClients({ currentCart, inventory, products });

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
