/* global React, ReactDOM */
// A host application on its own React 18 (UMD globals), rendering our custom elements with
// attributes, re-rendering them as its state changes, and listening to their events.
(function () {
  const h = React.createElement;
  const products = ['prod-enamel-pin-set', 'prod-guitar-pick-tin', 'prod-sticker-pack'];

  function App() {
    const [index, setIndex] = React.useState(0);
    const [updates, setUpdates] = React.useState(0);
    const [showCart, setShowCart] = React.useState(true);
    React.useEffect(() => {
      const count = () => setUpdates((n) => n + 1);
      document.addEventListener('cart-updated', count);
      return () => document.removeEventListener('cart-updated', count);
    }, []);
    return h(
      'main',
      null,
      h('h1', null, 'Host app on React ', React.version),
      h('p', { id: 'host-updates' }, 'Cart updates seen by the host: ', updates),
      h(
        'button',
        { id: 'next', onClick: () => setIndex((i) => (i + 1) % products.length) },
        'Next product',
      ),
      h('button', { id: 'toggle-cart', onClick: () => setShowCart((s) => !s) }, 'Toggle cart'),
      showCart ? h('cart-count', null) : null,
      h('product-card', { 'product-id': products[index] }),
    );
  }

  ReactDOM.createRoot(document.getElementById('app')).render(h(App));
})();
