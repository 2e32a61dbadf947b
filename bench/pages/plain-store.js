// The plain-DOM store page's data: a visitor token, then the page's products in one query and
// the cart, straight from the platform's API with fetch. The cards (plain-card.js) draw once
// the products are here. `<script src="plain-store.js" data-api data-client>`.
(async () => {
  const { api, client } = document.currentScript.dataset;
  const token = await fetch(`${api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'anonymous', clientId: client }),
  }).then((response) => response.json());
  const headers = { authorization: token.access_token, accept: 'application/json' };
  const ids = [
    ...new Set(
      [...document.querySelectorAll('plain-card')].map((card) => card.getAttribute('product-id')),
    ),
  ];
  const query = { query: { filter: { id: { $in: ids } }, paging: { limit: ids.length } } };
  const encoded = btoa(JSON.stringify(query))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const [{ products }, cart] = await Promise.all([
    fetch(`${api}/stores-reader/v1/products/query-platformized?.r=${encoded}`, { headers }).then(
      (r) => r.json(),
    ),
    fetch(`${api}/ecom/v1/carts/current`, { headers }).then((r) =>
      r.ok ? r.json() : { cart: null },
    ),
  ]);
  window.benchProducts = Object.fromEntries(products.map((product) => [product.id, product]));
  const count = document.querySelector('#cart-count');
  if (count) count.textContent = String(cart.cart?.lineItems?.length ?? 0);
  dispatchEvent(new Event('bench-products'));
})();
