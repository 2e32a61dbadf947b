// The product page: one page for every product, taken from the address (`?slug=`), as
// <site-config product-page="/product.html?slug={slug}"> links cards to it. Without a slug it
// shows the featured product, which the nav's "Featured" opens. Runs right after the
// <product-details> tag, before the widget loads, so the widget asks for this product only.
const FEATURED = 'neon-nights-hoodie';
const requested = new URLSearchParams(location.search).get('slug');
const details = document.querySelector('product-details');
details.setAttribute('product-slug', requested || FEATURED);
if (!requested) {
  document.getElementById('product-kicker').textContent = 'Featured';
  document.querySelector('a[href="product.html"]')?.setAttribute('aria-current', 'page');
}

// Once the product is shown, the tab and the breadcrumb carry its name (the widget's
// documented `name` part).
new MutationObserver((_changes, observer) => {
  if (details.getAttribute('state') !== 'ready') return;
  const name = details.shadowRoot?.querySelector('[part="name"]')?.textContent?.trim();
  if (!name) return;
  observer.disconnect();
  document.title = `${name} — ${document.querySelector('.brand').textContent}`;
  document.getElementById('product-crumb').textContent = name;
}).observe(details, { attributes: true, attributeFilter: ['state'] });
