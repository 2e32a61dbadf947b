// The buy-button embed as its docs show it: one product component per product, each in its
// own iframe, at its defaults. `data-domain` is the bench's mock of the storefront API.
/* global ShopifyBuy */
(() => {
  const { domain } = document.currentScript.dataset;
  const client = ShopifyBuy.buildClient({ domain, storefrontAccessToken: 'bench' });
  const ui = ShopifyBuy.UI.init(client);
  for (const node of document.querySelectorAll('[data-product-id]')) {
    ui.createComponent('product', { id: node.dataset.productId, node });
  }
})();
