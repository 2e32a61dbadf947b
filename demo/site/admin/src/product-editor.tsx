/** One product: details, variants (price, cost, weight, stock), options, media and choice media. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Product, Variant } from '../../../../shared/client';
import { ActionResult, ConfirmButton, useAction } from './action-result';
import { money, numberOf, textOf, useAdmin } from './admin-client';

type Run = ReturnType<typeof useAction>['run'];
type Full = Product & {
  brand?: string;
  weight?: number;
  costAndProfitData?: { itemCost?: number };
};

export function ProductEditor({ productId, onClose }: { productId: string; onClose: () => void }) {
  const client = useAdmin();
  const action = useAction();
  const product = useQuery({
    queryKey: ['product', productId],
    queryFn: async () =>
      (await client.catalog.getProduct(productId, { includeMerchantSpecificData: true }))
        .product as Full,
  });
  const p = product.data;
  // Opened from the table: take the keyboard and screen reader to the editor.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const heading = `Edit product${p ? `: ${p.name}` : ''}`;
  return (
    <section className="panel" aria-labelledby="pe">
      <h3 id="pe" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <button type="button" className="quiet" onClick={onClose}>
        Close editor
      </button>
      <ActionResult outcome={action.outcome} />
      {product.error ? <p role="alert">{(product.error as Error).message}</p> : null}
      {p ? (
        <>
          <Details product={p} run={action.run} onDeleted={onClose} />
          <Variants product={p} run={action.run} />
          <Media product={p} run={action.run} />
        </>
      ) : (
        <p>Loading…</p>
      )}
    </section>
  );
}

function Details({
  product: p,
  run,
  onDeleted,
}: {
  product: Full;
  run: Run;
  onDeleted: () => void;
}) {
  const client = useAdmin();
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cost = numberOf(data.get('cost'));
    const ribbon = textOf(data.get('ribbon'));
    const brand = textOf(data.get('brand'));
    void run(
      () =>
        client.catalogAdmin.updateProduct({
          id: p.id,
          name: textOf(data.get('name')),
          priceData: { price: numberOf(data.get('price')) ?? 0 },
          ...(cost === undefined ? {} : { costAndProfitData: { itemCost: cost } }),
          weight: numberOf(data.get('weight')) ?? 0,
          ...(ribbon ? { ribbon } : {}),
          ...(brand ? { brand } : {}),
        }),
      (answer) => `"${answer.product.name}" is saved.`,
    );
  };
  const simple = (label: string, call: () => Promise<unknown>) => void run(call, () => label);
  return (
    <>
      <h4>Details</h4>
      <form className="inline" onSubmit={onSave} aria-label="Product details">
        <label>
          Name
          <input name="name" required defaultValue={p.name} />
        </label>
        <label>
          Price
          <input name="price" type="number" step="0.01" defaultValue={p.priceData?.price ?? ''} />
        </label>
        <label>
          Cost
          <input
            name="cost"
            type="number"
            step="0.01"
            defaultValue={p.costAndProfitData?.itemCost ?? ''}
          />
        </label>
        <label>
          Weight
          <input name="weight" type="number" step="0.01" defaultValue={p.weight ?? ''} />
        </label>
        <label>
          Ribbon
          <input name="ribbon" defaultValue={p.ribbon ?? ''} />
        </label>
        <label>
          Brand
          <input name="brand" defaultValue={p.brand ?? ''} />
        </label>
        <button type="submit">Save details</button>
      </form>
      <div className="row">
        <button
          type="button"
          className="quiet"
          disabled={!p.brand}
          onClick={() => simple('Brand removed.', () => client.catalogAdmin.removeBrand(p.id))}
        >
          Remove brand{p.brand ? ` "${p.brand}"` : ''}
        </button>
        <button
          type="button"
          className="quiet"
          disabled={!p.ribbon}
          onClick={() => simple('Ribbon removed.', () => client.catalogAdmin.removeRibbon(p.id))}
        >
          Remove ribbon{p.ribbon ? ` "${p.ribbon}"` : ''}
        </button>
        <ConfirmButton
          label="Delete options"
          confirmLabel="Delete all options and variants"
          disabled={!p.productOptions?.length}
          onConfirm={() =>
            simple('Options deleted.', () => client.catalogAdmin.deleteProductOptions(p.id))
          }
        />
        <ConfirmButton
          label="Delete product"
          confirmLabel={`Delete "${p.name}"`}
          onConfirm={() =>
            void run(
              () => client.catalogAdmin.deleteProduct(p.id),
              () => `"${p.name}" is deleted.`,
            ).then((done) => done && onDeleted())
          }
        />
      </div>
    </>
  );
}

/** "Color: Blue, Size: M" (colour choices are stored as hex; their description is the name). */
const choicesText = (v: Variant, p: Product) =>
  Object.entries(v.choices ?? {})
    .map(([option, value]) => {
      const choice = p.productOptions
        ?.find((o) => o.name === option)
        ?.choices.find((c) => c.value === value);
      return `${option}: ${choice?.description || value}`;
    })
    .join(', ') || 'Default';

function Variants({ product: p, run }: { product: Full; run: Run }) {
  const client = useAdmin();
  const tracked = Boolean(p.variants?.some((v) => v.stock?.trackQuantity));
  const onSave = (v: Variant) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const price = numberOf(data.get('price'));
    const cost = numberOf(data.get('cost'));
    const weight = numberOf(data.get('weight'));
    const quantity = numberOf(data.get('quantity'));
    void run(
      async () => {
        await client.catalogAdmin.updateVariants(p.id, [
          { variantIds: [v.id], price, cost, weight },
        ]);
        await client.catalogAdmin.updateInventoryVariants(p.id, {
          variants: [
            tracked
              ? { variantId: v.id, quantity: quantity ?? 0 }
              : { variantId: v.id, inStock: data.get('inStock') === 'on' },
          ],
        });
      },
      () => `Variant ${choicesText(v, p)} saved.`,
    );
  };
  return (
    <>
      <h4>Variants</h4>
      <div className="row">
        <label className="check">
          <input
            type="checkbox"
            checked={tracked}
            onChange={(e) =>
              void run(
                () =>
                  client.catalogAdmin.updateInventoryVariants(p.id, {
                    trackQuantity: e.target.checked,
                  }),
                () => (e.target.checked ? 'Stock is now counted.' : 'Stock is no longer counted.'),
              )
            }
          />
          Count stock
        </label>
        <ConfirmButton
          label="Reset variants to default"
          confirmLabel="Reset every variant's price, cost, weight and SKU"
          onConfirm={() =>
            void run(
              () => client.catalogAdmin.resetAllVariantData(p.id),
              () => 'Variants reset to the product defaults.',
            )
          }
        />
      </div>
      <table>
        <caption>Variants of {p.name}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Now</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {(p.variants ?? []).map((v) => {
            const name = choicesText(v, p);
            return (
              <tr key={v.id}>
                <th scope="row">
                  {name}
                  <br />
                  <code>{v.id}</code>
                </th>
                <td>
                  {money(v.variant?.priceData?.price)}, weight {v.variant?.weight ?? '—'},{' '}
                  {v.stock?.trackQuantity
                    ? `${v.stock.quantity ?? 0} in stock`
                    : v.stock?.inStock
                      ? 'in stock'
                      : 'out of stock'}
                </td>
                <td>
                  <form className="inline" onSubmit={onSave(v)} aria-label={`Variant ${name}`}>
                    <label>
                      Price
                      <input name="price" type="number" step="0.01" min="0" />
                    </label>
                    <label>
                      Cost
                      <input name="cost" type="number" step="0.01" min="0" />
                    </label>
                    <label>
                      Weight
                      <input name="weight" type="number" step="0.01" min="0" />
                    </label>
                    {tracked ? (
                      <label>
                        Stock
                        <input
                          name="quantity"
                          type="number"
                          step="1"
                          min="0"
                          defaultValue={v.stock?.quantity ?? 0}
                        />
                      </label>
                    ) : (
                      <label className="check">
                        <input name="inStock" type="checkbox" defaultChecked={v.stock?.inStock} />
                        In stock
                      </label>
                    )}
                    <button type="submit">Save variant</button>
                  </form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function Media({ product: p, run }: { product: Full; run: Run }) {
  const client = useAdmin();
  const items = p.media?.items ?? [];
  const choices = (p.productOptions ?? []).flatMap((o) =>
    o.choices.map((c) => ({
      option: o.name,
      choice: c.value,
      label: `${o.name}: ${c.description || c.value}`,
    })),
  );
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = textOf(data.get('title'));
    void run(
      () =>
        client.catalogAdmin.addProductMedia(p.id, [
          { url: textOf(data.get('url')), ...(title ? { title } : {}) },
        ]),
      () => 'Media added.',
    ).then((done) => done && form.reset());
  };
  const onChoice = (remove: boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const choice = choices[Number(data.get('choice'))]!;
    const media = [
      {
        option: choice.option,
        choice: choice.choice,
        mediaIds: [textOf(data.get('mediaId'))],
      },
    ];
    void run(
      () =>
        remove
          ? client.catalogAdmin.removeProductMediaFromChoices(p.id, media)
          : client.catalogAdmin.addProductMediaToChoices(p.id, media),
      () => (remove ? `Media removed from ${choice.label}.` : `Media added to ${choice.label}.`),
    );
  };
  return (
    <>
      <h4>Media</h4>
      <ul className="facets">
        {items.map((m) => (
          <li key={m.id}>
            {m.image?.url ? (
              <img src={m.image.url} alt={m.title ?? ''} width={48} height={48} />
            ) : null}{' '}
            <code>{m.id}</code>{' '}
            <button
              type="button"
              className="quiet"
              onClick={() =>
                void run(
                  () => client.catalogAdmin.removeProductMedia(p.id, [m.id!]),
                  () => `Media ${m.id} deleted.`,
                )
              }
            >
              Delete {m.title ?? m.id}
            </button>
          </li>
        ))}
      </ul>
      <form className="inline" onSubmit={onAdd} aria-label="Add media">
        <label>
          Image URL
          <input name="url" type="url" required />
        </label>
        <label>
          Title
          <input name="title" />
        </label>
        <button type="submit">Add media</button>
      </form>
      {choices.length && items.length ? (
        <form className="inline" onSubmit={onChoice(false)} aria-label="Choice media">
          <label>
            Choice
            <select name="choice">
              {choices.map((c, i) => (
                <option key={c.label} value={i}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Media
            <select name="mediaId">
              {items.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title ?? m.id}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add to choice</button>
          <button
            type="button"
            className="quiet"
            onClick={(e) => {
              const form = e.currentTarget.form!;
              onChoice(true)({
                preventDefault() {},
                currentTarget: form,
              } as FormEvent<HTMLFormElement>);
            }}
          >
            Remove from choice
          </button>
        </form>
      ) : null}
    </>
  );
}
