/**
 * A React 19 host app built from npm with Vite: it uses the widgets with attributes
 * (`collection-slug`, `page-size`), a property (`productId`, set on the element) and events
 * (`cart-updated` on the element and on `document`).
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { demoPlatform, itemsIn, type ProductChoice } from '../../platform';

interface CartUpdated {
  cart: { lineItems?: { quantity: number }[] } | null;
}

const COLLECTIONS = [
  { slug: 'apparel', name: 'Apparel' },
  { slug: 'music', name: 'Music' },
  { slug: 'accessories', name: 'Accessories' },
];

const platform = demoPlatform();

/** A product card whose product is set as a property (even before its code has loaded). */
function FeaturedCard({ productId }: { productId: string }) {
  const card = useRef<HTMLElement & { productId?: string }>(null);
  useEffect(() => {
    if (card.current) card.current.productId = productId;
  }, [productId]);
  return <product-card ref={card} data-testid="featured-card" />;
}

/** `<add-to-cart>` with a listener on the element itself. */
function QuickAdd({ productId, onAdded }: { productId: string; onAdded: (items: number) => void }) {
  const button = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = button.current;
    const listener = (event: Event) =>
      onAdded(itemsIn((event as CustomEvent<CartUpdated>).detail.cart));
    element?.addEventListener('cart-updated', listener);
    return () => element?.removeEventListener('cart-updated', listener);
  }, [onAdded]);
  return <add-to-cart ref={button} product-id={productId} quantity={1} />;
}

function App() {
  const [products, setProducts] = useState<ProductChoice[]>([]);
  const [productId, setProductId] = useState('');
  const [collection, setCollection] = useState('apparel');
  const [items, setItems] = useState<number | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [quickAdds, setQuickAdds] = useState(0);

  useEffect(() => {
    void platform.products().then((list) => {
      const buyable = list.filter((product) => product.inStock && !product.variants.length);
      setProducts(buyable);
      setProductId((current) => current || buyable[0]?.id || '');
    });
  }, []);

  useEffect(() => {
    const listener = (event: Event) => {
      const count = itemsIn((event as CustomEvent<CartUpdated>).detail.cart);
      setItems(count);
      setLog((lines) => [`cart-updated: ${count} in the cart`, ...lines].slice(0, 5));
    };
    document.addEventListener('cart-updated', listener);
    return () => document.removeEventListener('cart-updated', listener);
  }, []);

  const product = products.find((entry) => entry.id === productId);
  return (
    <>
      <section className="panel" aria-labelledby="pick">
        <h2 id="pick">Featured product</h2>
        <p>
          <label htmlFor="product">
            Product (set as the <code>productId</code> property)
          </label>{' '}
          <select
            id="product"
            data-testid="product-select"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          >
            {products.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </p>
        <div className="host-row">
          <div className="host-card">
            {productId ? <FeaturedCard productId={productId} /> : null}
          </div>
          <div>
            {/* The name comes last and the button has a slot: nothing moves when they arrive. */}
            <p>
              Quick add, listening on the element
              {product ? (
                <>
                  : <strong>{product.name}</strong>
                </>
              ) : null}
            </p>
            <div className="host-quick-add">
              {productId ? (
                <QuickAdd productId={productId} onAdded={() => setQuickAdds((n) => n + 1)} />
              ) : null}
            </div>
            <p data-testid="quick-adds">Added here {quickAdds} times</p>
          </div>
        </div>
      </section>
      <section className="panel" aria-labelledby="cart-status">
        <h2 id="cart-status">Cart, as the app hears it</h2>
        <p data-testid="cart-status" role="status">
          {items === null ? 'No cart change yet' : `${items} in the cart`}
        </p>
        <ul data-testid="event-log">
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="browse">
        <h2 id="browse">Browse a collection</h2>
        <div role="group" aria-label="Collection" className="host-tabs">
          {COLLECTIONS.map((entry) => (
            <button
              key={entry.slug}
              type="button"
              aria-pressed={collection === entry.slug}
              onClick={() => setCollection(entry.slug)}
            >
              {entry.name}
            </button>
          ))}
        </div>
        <product-list data-testid="list" collection-slug={collection} page-size={4} />
      </section>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
