/**
 * A Vue 3 host app built from npm with Vite (render functions, so no template compiler): it
 * uses the widgets with attributes (`collection-slug`, `page-size`), a property (`productId`,
 * set on the element) and events (`@cart-updated` on the element, and on `document`).
 */
import {
  createApp,
  defineComponent,
  h,
  onBeforeUnmount,
  onMounted,
  ref,
  watch,
  type PropType,
} from 'vue';
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
const detailOf = (event: Event) => (event as CustomEvent<CartUpdated>).detail;

/** A product card whose product is set as a property (even before its code has loaded). */
const FeaturedCard = defineComponent({
  props: { productId: { type: String as PropType<string>, required: true } },
  setup(props) {
    const card = ref<(HTMLElement & { productId?: string }) | null>(null);
    const apply = () => {
      if (card.value) card.value.productId = props.productId;
    };
    onMounted(apply);
    watch(() => props.productId, apply);
    return () => h('product-card', { ref: card, 'data-testid': 'featured-card' });
  },
});

const App = defineComponent({
  setup() {
    const products = ref<ProductChoice[]>([]);
    const productId = ref('');
    const collection = ref('apparel');
    const items = ref<number | null>(null);
    const log = ref<string[]>([]);
    const quickAdds = ref(0);

    const onDocumentCart = (event: Event) => {
      const count = itemsIn(detailOf(event).cart);
      items.value = count;
      log.value = [`cart-updated: ${count} in the cart`, ...log.value].slice(0, 5);
    };
    onMounted(async () => {
      document.addEventListener('cart-updated', onDocumentCart);
      const list = await platform.products();
      products.value = list.filter((product) => product.inStock && !product.variants.length);
      productId.value ||= products.value[0]?.id ?? '';
    });
    onBeforeUnmount(() => document.removeEventListener('cart-updated', onDocumentCart));

    return () => {
      const product = products.value.find((entry) => entry.id === productId.value);
      return [
        h('section', { class: 'panel', 'aria-labelledby': 'pick' }, [
          h('h2', { id: 'pick' }, 'Featured product'),
          h('p', [
            h('label', { for: 'product' }, [
              'Product (set as the ',
              h('code', 'productId'),
              ' property) ',
            ]),
            h(
              'select',
              {
                id: 'product',
                'data-testid': 'product-select',
                value: productId.value,
                onChange: (event: Event) =>
                  (productId.value = (event.target as HTMLSelectElement).value),
              },
              products.value.map((entry) =>
                h(
                  'option',
                  { key: entry.id, value: entry.id, selected: entry.id === productId.value },
                  entry.name,
                ),
              ),
            ),
          ]),
          h('div', { class: 'host-row' }, [
            h('div', { class: 'host-card' }, [
              productId.value ? h(FeaturedCard, { productId: productId.value }) : null,
            ]),
            h('div', [
              // The name comes last and the button has a slot: nothing moves when they arrive.
              h('p', [
                'Quick add, listening on the element',
                ...(product ? [': ', h('strong', product.name)] : []),
              ]),
              h('div', { class: 'host-quick-add' }, [
                productId.value
                  ? h('add-to-cart', {
                      'product-id': productId.value,
                      quantity: '1',
                      onCartUpdated: () => (quickAdds.value += 1),
                    })
                  : null,
              ]),
              h('p', { 'data-testid': 'quick-adds' }, `Added here ${quickAdds.value} times`),
            ]),
          ]),
        ]),
        h('section', { class: 'panel', 'aria-labelledby': 'cart-status' }, [
          h('h2', { id: 'cart-status' }, 'Cart, as the app hears it'),
          h(
            'p',
            { 'data-testid': 'cart-status', role: 'status' },
            items.value === null ? 'No cart change yet' : `${items.value} in the cart`,
          ),
          h(
            'ul',
            { 'data-testid': 'event-log' },
            log.value.map((line, index) => h('li', { key: index }, line)),
          ),
        ]),
        h('section', { class: 'panel', 'aria-labelledby': 'browse' }, [
          h('h2', { id: 'browse' }, 'Browse a collection'),
          h(
            'div',
            { role: 'group', 'aria-label': 'Collection', class: 'host-tabs' },
            COLLECTIONS.map((entry) =>
              h(
                'button',
                {
                  key: entry.slug,
                  type: 'button',
                  'aria-pressed': String(collection.value === entry.slug),
                  onClick: () => (collection.value = entry.slug),
                },
                entry.name,
              ),
            ),
          ),
          h('product-list', {
            'data-testid': 'list',
            'collection-slug': collection.value,
            'page-size': '4',
          }),
        ]),
      ];
    };
  },
});

createApp(App).mount('#app');
