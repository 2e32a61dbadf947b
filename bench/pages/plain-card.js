// The baseline: a product card as a plain custom element (shadow root, DOM built by hand, data
// already on the page, or drawn when plain-store.js has fetched it). Our <product-card> is
// measured against it in the same run.
class PlainCard extends HTMLElement {
  connectedCallback() {
    const product = window.benchProducts?.[this.getAttribute('product-id')];
    if (!product) {
      addEventListener('bench-products', () => this.isConnected && this.connectedCallback(), {
        once: true,
      });
      return;
    }
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.replaceChildren();
    const style = new CSSStyleSheet();
    style.replaceSync(
      ':host{display:block}img{width:100%;aspect-ratio:1}h3{font-size:16px}button{font:inherit}',
    );
    root.adoptedStyleSheets = [style];
    const image = document.createElement('img');
    image.src = product.media?.mainMedia?.image?.url ?? '';
    image.alt = product.name;
    const name = document.createElement('h3');
    name.textContent = product.name;
    const price = document.createElement('p');
    price.textContent = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
    }).format(product.priceData?.price ?? 0);
    const button = document.createElement('button');
    button.textContent = 'Add to cart';
    root.append(image, name, price, button);
    this.setAttribute('state', 'ready');
  }
}
customElements.define('plain-card', PlainCard);
