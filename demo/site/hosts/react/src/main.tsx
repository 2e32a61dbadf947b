/**
 * A React 19 host app built from npm with Vite: it uses the widgets with attributes
 * (`product-id`, `collection-slug`, `page-size`) and events (`cart-updated` on the element and
 * on `document`), as docs/spa.md advises.
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

/**
 * A product card named by its `product-id` attribute, which React sets as it inserts the
 * element: a `productId` set in an effect comes after the card's first render, which (its code
 * already loaded) finds no product and reports `widget-error` (MISSING_ATTRIBUTE).
 */
function FeaturedCard({ productId }: { productId: string }) {
  return <product-card product-id={productId} data-testid="featured-card" />;
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
            Product (the card's <code>product-id</code>)
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
