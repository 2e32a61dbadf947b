/** Catalogue: products (paged, selectable), new product, bulk price/cost/weight, collections. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { query, type BulkSet, type Product } from '../../../../shared/client';
import { ActionResult, useAction } from './action-result';
import { money, numberOf, stockText, textOf, useAdmin } from './admin-client';
import { Collections } from './collections';
import { PagedTable, useOffsetPager } from './paged-table';
import { ProductEditor } from './product-editor';

export function CatalogueArea() {
  const client = useAdmin();
  const action = useAction();
  const paging = useOffsetPager(20);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['products', search, paging.offset],
    queryFn: () => {
      const base = search ? query().startsWith('name', search) : query();
      return client.catalog.queryProducts(
        base.ascending('name').limit(paging.size).skip(paging.offset).build(),
      );
    },
  });
  const products = list.data?.products;
  const toggle = (id: string) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  return (
    <>
      <h2>Catalogue</h2>
      <ActionResult outcome={action.outcome} />
      <section className="panel" aria-labelledby="ca-list">
        <h3 id="ca-list">Products</h3>
        <label>
          Name starts with
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              paging.reset();
            }}
          />
        </label>
        <PagedTable<Product>
          caption="Products by name"
          rows={products}
          rowKey={(p) => p.id}
          loading={list.isFetching}
          error={list.error}
          empty="No products."
          columns={[
            {
              header: <span className="sr-only">Select</span>,
              cell: (p) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${p.name}`}
                  checked={selected.includes(p.id)}
                  onChange={() => toggle(p.id)}
                />
              ),
            },
            { header: 'Name', cell: (p) => p.name },
            { header: 'Price', numeric: true, cell: (p) => money(p.priceData?.price) },
            { header: 'Stock', cell: (p) => stockText(p.stock) },
            { header: 'Id', cell: (p) => <code>{p.id}</code> },
            {
              header: 'Actions',
              cell: (p) => (
                <button type="button" className="quiet" onClick={() => setEditing(p.id)}>
                  Edit {p.name}
                </button>
              ),
            },
          ]}
          pager={paging.pager(products?.length ?? 0, list.data?.metadata?.total)}
        />
      </section>
      {editing ? (
        <ProductEditor key={editing} productId={editing} onClose={() => setEditing(null)} />
      ) : null}
      <NewProduct run={action.run} onCreated={(id) => setEditing(id)} />
      <Bulk ids={selected} run={action.run} onClear={() => setSelected([])} />
      <Collections selected={selected} />
    </>
  );
}

type Run = ReturnType<typeof useAction>['run'];

function NewProduct({ run, onCreated }: { run: Run; onCreated: (id: string) => void }) {
  const client = useAdmin();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const cost = numberOf(data.get('cost'));
    const quantity = numberOf(data.get('quantity'));
    const created = await run(
      () =>
        client.catalogAdmin.createProduct({
          name: textOf(data.get('name')),
          priceData: { price: numberOf(data.get('price')) ?? 0 },
          ...(cost === undefined ? {} : { costAndProfitData: { itemCost: cost } }),
          weight: numberOf(data.get('weight')) ?? 0,
          stock:
            quantity === undefined ? { trackInventory: false } : { trackInventory: true, quantity },
        }),
      (answer) => `"${answer.product.name}" is created (${answer.product.id}).`,
    );
    if (created) {
      form.reset();
      onCreated(created.product.id);
    }
  };
  return (
    <section className="panel" aria-labelledby="ca-new">
      <h3 id="ca-new">New product</h3>
      <form className="inline" onSubmit={(e) => void onSubmit(e)} aria-labelledby="ca-new">
        <label>
          Name
          <input name="name" required />
        </label>
        <label>
          Price
          <input name="price" type="number" step="0.01" min="0" required />
        </label>
        <label>
          Cost
          <input name="cost" type="number" step="0.01" min="0" />
        </label>
        <label>
          Weight
          <input name="weight" type="number" step="0.01" min="0" />
        </label>
        <label>
          Stock (empty: not tracked)
          <input name="quantity" type="number" step="1" min="0" />
        </label>
        <button type="submit">Create product</button>
      </form>
    </section>
  );
}

const FIELDS = ['price', 'cost', 'weight'] as const;

/** Which of price, cost and weight a bulk form changes (the SDK's calls take one at a time). */
function FieldSelect({ label }: { label: string }) {
  return (
    <label>
      {label}
      <select name="field">
        {FIELDS.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
    </label>
  );
}

/** Bulk set and bulk adjust of price, cost and weight over the selected products. */
function Bulk({ ids, run, onClear }: { ids: string[]; run: Run; onClear: () => void }) {
  // The SDK's PercentageData.rate is a whole number; an amount has cents.
  const [kind, setKind] = useState('amount');
  const client = useAdmin();
  const summary = (answer: Record<string, unknown>) => {
    const meta = answer.bulkActionMetadata as
      { totalSuccesses?: number; totalFailures?: number } | undefined;
    return `${meta?.totalSuccesses ?? 0} updated, ${meta?.totalFailures ?? 0} failed.`;
  };
  const onSet = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = textOf(data.get('field')) as (typeof FIELDS)[number];
    // One property per call (the SDK's `set` is a oneof): the form names one, as Adjust does.
    const set = { [field]: numberOf(data.get('value')) ?? 0 } as BulkSet;
    void run(() => client.catalogAdmin.bulkUpdateProducts(ids, set), summary);
  };
  const onAdjust = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = textOf(data.get('field')) as (typeof FIELDS)[number];
    const by = numberOf(data.get('by')) ?? 0;
    const change =
      textOf(data.get('kind')) === 'percentage' ? { percentage: { rate: by } } : { amount: by };
    void run(
      () =>
        client.catalogAdmin.bulkAdjustProductProperties(
          { [field]: change } as Parameters<
            typeof client.catalogAdmin.bulkAdjustProductProperties
          >[0],
          ids,
        ),
      summary,
    );
  };
  return (
    <section className="panel" aria-labelledby="ca-bulk">
      <h3 id="ca-bulk">Bulk changes</h3>
      <p>
        {ids.length} product{ids.length === 1 ? '' : 's'} selected in the table above.{' '}
        {ids.length ? (
          <button type="button" className="quiet" onClick={onClear}>
            Clear selection
          </button>
        ) : null}
      </p>
      <form className="inline" onSubmit={onSet} aria-label="Set values">
        <FieldSelect label="Property" />
        <label>
          Value
          <input name="value" type="number" step="0.01" min="0" required />
        </label>
        <button type="submit" disabled={!ids.length}>
          Set on selected
        </button>
      </form>
      <form className="inline" onSubmit={onAdjust} aria-label="Adjust values">
        <FieldSelect label="Adjust" />
        <label>
          By
          <input name="by" type="number" step={kind === 'percentage' ? 1 : 0.01} required />
        </label>
        <label>
          Unit
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="amount">amount</option>
            <option value="percentage">percent</option>
          </select>
        </label>
        <button type="submit" disabled={!ids.length}>
          Adjust selected
        </button>
      </form>
    </section>
  );
}
