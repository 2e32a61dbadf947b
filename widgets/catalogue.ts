/**
 * The public surface of every tag, typed: attributes (with the r2wc type of their property),
 * events, parts, states and CSS custom properties. It is the one source for the README's
 * widget reference, `dist/custom-elements.json` and `dist/widgets.d.ts` (scripts/manifest.ts),
 * and `catalogue.test.ts` checks it against each family's `defineWidget` props, parts and
 * styles so the documentation cannot drift from the code.
 *
 * Nothing here runs in the browser bundle: it imports types, and the token defaults table.
 */
import type { WidgetEventName } from '../shared/element/events';
import type { WidgetState } from '../shared/element/host';
import { TOKEN_DEFAULTS, type TokenName } from '../shared/element/tokens';
import type { Family, WidgetTag } from './tags';

/** How r2wc parses the attribute into the property (the only two kinds the widgets use). */
export type AttributeType = 'string' | 'number';

export interface AttributeDef {
  /** The kebab-case attribute. */
  name: string;
  /** The camelCase property r2wc maps it to. */
  property: string;
  type: AttributeType;
  /** Known values, for a union type in the manifest and d.ts (attributes still accept any). */
  values?: readonly string[];
  /** Several `values` at once, separated by commas or spaces: typed as a string. */
  list?: boolean;
  default?: string;
  /**
   * A number attribute's whole numbers, from min to max. The WordPress plugin writes no other
   * value into a page, and its block sidebar offers only these.
   */
  min?: number;
  max?: number;
  description: string;
}

export interface NamedDef {
  name: string;
  description: string;
}

export interface CssPropertyDef extends NamedDef {
  default: string;
}

export interface WidgetDef {
  tag: WidgetTag | 'site-config';
  /** The family chunk that defines the tag; `runtime` for `<site-config>`. */
  family: Family | 'runtime';
  /** The element's class name in the manifest and its interface in the d.ts. */
  className: string;
  description: string;
  attributes: readonly AttributeDef[];
  events: readonly WidgetEventName[];
  /** Its own parts; `root`, `notice` and `error` of every widget are added by `partsOf`. */
  parts: readonly NamedDef[];
  /** What each `state` value means for this tag (none for `<site-config>`). */
  states: Partial<Record<WidgetState, string>>;
  /** Names from CSS_PROPERTIES it reads beyond the shared ones (BASE_CSS_PROPERTIES). */
  cssProperties: readonly string[];
}

export interface EventDef {
  /** The `detail` type as TypeScript text (the d.ts declares `WidgetCart`, `WidgetErrorCode`). */
  detail: string;
  description: string;
}

/** Every event of `WidgetEventMap`: the mapped type makes a missing one a type error. */
export const EVENTS: { readonly [K in WidgetEventName]: EventDef } = {
  'cart-updated': {
    detail: '{ cart: WidgetCart | null }',
    description:
      'The cart changed (added, quantity, removed, coupon); `detail.cart` is the new cart.',
  },
  'checkout-started': {
    detail: '{ checkoutId: string }',
    description:
      'A checkout was created from the cart; the page is about to go to the hosted checkout.',
  },
  login: {
    detail: '{ memberId?: string }',
    description: 'A member signed in (form or hosted round trip), once the member is loaded.',
  },
  logout: {
    detail: 'Record<string, never>',
    description: 'The member signed out, before the page leaves for the hosted logout page.',
  },
  'reservation-created': {
    detail: '{ reservationId: string; eventId: string; expires: string }',
    description: 'Tickets were reserved; `expires` is an ISO date-time.',
  },
  'reservation-expired': {
    detail: '{ reservationId: string; eventId: string }',
    description: 'The reservation ran out before checkout; the tickets went back on sale.',
  },
  'order-created': {
    detail: '{ orderNumber: string; eventId: string } | { orderNumber: string; orderId: string }',
    description:
      'An order was placed, announced once per order in a tab: a ticket order (with `eventId`, in the widget or on return from the hosted checkout) or a store order (with `orderId`, by `<shop-cart>` on return from the hosted checkout).',
  },
  'back-in-stock-requested': {
    detail: '{ productId: string; variantId?: string; email: string }',
    description: 'A visitor asked to be told when the item is back in stock.',
  },
  'widget-error': {
    detail: '{ tag: string; message: string; code?: WidgetErrorCode }',
    description:
      'A widget shows an error instead of working, once per problem: missing, invalid or conflicting `<site-config>` or a client id the platform does not know (`code: "CONFIG"`), no attribute naming its item (`"MISSING_ATTRIBUTE"`), an unusable attribute value (`"INVALID_ATTRIBUTE"`: an `<event-tickets>` id or slug the platform refuses as malformed; an unknown `<event-list status>` or `<product-list sort>` and a `page-size` that is not a whole number from 1 to 100 also fire it, and the list goes on with what it knows; so does a `product-page` of a card or list that cannot be used, whose products then show without links), an unknown product, variant, collection or event (`"NOT_FOUND"`), a hosted page URL it refused to open (`"UNSAFE_URL"`); without a code, a failed read, a crash caught by its error boundary, or a part whose code could not be fetched (offline: the part says so in its place, with Try again).',
  },
};

/** A token from the defaults table; an alias's default shows as the value it ends in. */
/**
 * Events a page sends to the widgets: dispatch them on `document` (plain `Event`s, no detail).
 * The opposite direction of {@link EVENTS}.
 */
export const PAGE_EVENTS: Readonly<Record<string, { listener: WidgetTag; description: string }>> = {
  'sw-open-cart': {
    listener: 'shop-cart',
    description:
      'Opens the drawer `<shop-cart>`, as `<cart-count>` does: for a cart button of your own. Does nothing without a `<shop-cart mode="drawer">` on the page (or before its chunk has loaded).',
  },
  'sw-close-cart': {
    listener: 'shop-cart',
    description:
      "Closes the drawer `<shop-cart>`: for a single-page app's own navigation. The drawer also closes by itself on Back and Forward, on a hash change, and when a link in it is followed.",
  },
};

const token = (name: TokenName, description: string): CssPropertyDef => ({
  name: `--sw-${name}`,
  default: TOKEN_DEFAULTS[name].replace(/^var\(--sw-[a-z-]+,(.*)\)$/, '$1'),
  description,
});

/**
 * Every `--sw-*` custom property a widget reads, with the default used when it is unset; the
 * defaults come from shared/element/tokens.ts, the one place the widgets' CSS takes them from.
 */
export const CSS_PROPERTIES: readonly CssPropertyDef[] = [
  token('font-family', 'Font of all text.'),
  token('font-size', 'Base size; everything scales in em.'),
  token('color-text', 'Text colour.'),
  token('color-border', 'Borders of boxes and inputs.'),
  token('color-surface', 'Background of boxes and inputs.'),
  token('color-danger', 'Errors.'),
  token('color-focus', 'Focus ring.'),
  token('radius', 'Corner radius.'),
  token('color-primary', 'Main buttons and links.'),
  token('color-on-primary', 'Text on primary buttons.'),
  token('color-success', 'Border of success notices.'),
  token('color-muted', 'Quiet backgrounds (badges, placeholders).'),
  token(
    'color-text-muted',
    'Secondary text (stock, compare-at price, cart details) and disabled buttons.',
  ),
  token('color-surface-muted', 'Quiet panels (reservation, tickets) and disabled buttons.'),
  token(
    'color-backdrop',
    'Behind dialogs: the drawer cart, a quick view, a back-in-stock request, the ticket dialog.',
  ),
  token('color-sale', 'Sale price.'),
  token('color-ribbon', 'Ribbon background ("New", "Sale").'),
  token('color-on-ribbon', 'Ribbon text.'),
  token('image-aspect-ratio', 'Product image box.'),
  token('card-padding', 'Inside a product card.'),
  token(
    'card-min-width',
    'Narrowest column of the product grid; the width of a `<product-card>` in a flex row or table cell that does not size it.',
  ),
  token('grid-gap', 'Gap of the product grid.'),
  token('login-max-width', 'Width of the login form.'),
  token('color-hover', 'Hovered menu item.'),
  {
    name: '--sw-color-muted-text',
    default: '#52525b',
    description: 'Deprecated name of `--sw-color-text-muted`, read when that is unset.',
  },
];

/** Read by every widget (the reset, buttons, inputs, notices). */
export const BASE_CSS_PROPERTIES = [
  '--sw-font-family',
  '--sw-font-size',
  '--sw-color-text',
  '--sw-color-border',
  '--sw-color-surface',
  '--sw-color-danger',
  '--sw-color-focus',
  '--sw-radius',
  '--sw-color-primary',
  '--sw-color-on-primary',
  '--sw-color-success',
  '--sw-color-text-muted',
  '--sw-color-surface-muted',
] as const;

/** Parts every widget has. */
export const BASE_PARTS: readonly NamedDef[] = [
  { name: 'root', description: "The widget's box." },
  { name: 'notice', description: 'Configuration and status messages.' },
  { name: 'error', description: 'Shown instead of the widget if it fails.' },
];

const part = (name: string, description: string): NamedDef => ({ name, description });
const str = (
  name: string,
  property: string,
  description: string,
  extra: Partial<AttributeDef> = {},
) => ({ name, property, type: 'string', description, ...extra }) satisfies AttributeDef;
const num = (
  name: string,
  property: string,
  description: string,
  extra: Partial<AttributeDef> = {},
) => ({ name, property, type: 'number', description, ...extra }) satisfies AttributeDef;

/**
 * `heading-level`: where a widget's headings sit in the page's outline, so that a page's h1
 * with cards right under it does not skip h2 (axe heading-order).
 */
const headingLevel = (what: string, usual: number, extra = '') =>
  num(
    'heading-level',
    'headingLevel',
    `${what} heading level, 2 to 6, to fit the page's outline (right under its \`<h1>\`: 2)${extra}. Any other value keeps ${usual}.`,
    { default: String(usual), min: 2, max: 6 },
  );

const addToCartParts = [
  part('add-to-cart', 'The add-to-cart block.'),
  part('add-to-cart-button', 'The Add to cart button.'),
];
const priceParts = [
  part('price', 'The price.'),
  part('original-price', 'The compare-at price of an item on sale.'),
  part('sale-price', 'The sale price.'),
];
/** `<back-in-stock>`'s form, which cards and product pages also show after Notify me. */
const backInStockParts = [
  part('back-in-stock', 'The back-in-stock form, or the confirmation.'),
  part('back-in-stock-email', 'The email input.'),
  part('back-in-stock-button', 'The Notify me button.'),
  part('back-in-stock-error', 'The email error.'),
  part('back-in-stock-reset', 'Use another email, after a request.'),
];
const cardParts = [
  part('card', 'One product card.'),
  part('image', 'The product image (or its empty box).'),
  part('image-link', "The image's link to the product page (with a product page)."),
  part('ribbon', 'The ribbon ("New", "Sale").'),
  part('name', 'The product name.'),
  part('name-link', "The name's link to the product page (with a product page)."),
  ...priceParts,
  part('stock', 'The availability line.'),
  ...addToCartParts,
  part(
    'notify-me',
    'Out of stock: the button that opens the back-in-stock request form, in a dialog.',
  ),
  part('choose-options', 'A product with options: the button that opens the quick view.'),
  part(
    'dialog',
    'A modal: the quick view (options, price, stock and Add to cart) or the back-in-stock request.',
  ),
  part('quick-view-header', "The quick view's heading row."),
  part('close-button', "The dialog's Close button."),
  part('option', 'An option picker in the quick view (select or swatches).'),
  part('swatch', 'A colour swatch; `data-out-of-stock` when that choice is sold out.'),
  part('buy', 'Quantity and Add to cart in the quick view.'),
  part('stepper', 'The quick view quantity stepper.'),
  part('details-link', "The quick view's link to the product page (with a product page)."),
  ...backInStockParts,
];
const productPage = str(
  'product-page',
  'productPage',
  "This element's product page address (`{slug}` or `{id}`), instead of `<site-config product-page>`; one it cannot use gives no links, and a console warning and `widget-error` say why.",
);
const productStates = {
  loading: 'Fetching the product.',
  ready: 'Showing the product.',
  error: 'No product id or slug, an unknown product, or the platform failed.',
};
const cartStates = {
  loading: 'Fetching the cart.',
  ready: 'The cart has items.',
  empty: 'No cart yet, or no items.',
  error: 'The cart could not be loaded.',
};
const productRef = [
  str('product-id', 'productId', 'The product id. Either this or `product-slug`.'),
  str('product-slug', 'productSlug', 'The product slug (its URL name).'),
];
const eventHeaderParts = [
  part('image', 'The event image.'),
  part('title', 'The event title.'),
  part('dates', 'Date and time.'),
  part('location', 'Where.'),
];
/** `<event-tickets>`'s flow, which `<event-list>` also shows in its ticket dialog. */
const ticketFlowParts = [
  part('picker', 'The ticket list.'),
  part('ticket', 'One ticket type.'),
  part('price', "A ticket's price."),
  part('stepper', 'A quantity stepper.'),
  part('reserve', 'The Reserve button.'),
  part('reservation', 'The reservation step.'),
  part('timer', 'The reservation countdown.'),
  part('cancel', 'Cancel the reservation.'),
  part('checkout-form', 'The registration form.'),
  part('fieldset', 'A group of fields.'),
  part('field', 'A field.'),
  part('field-error', "A field's error."),
  part('guest', "One guest's fields."),
  part('checkout', 'The Checkout button.'),
  part('unpaid-order', 'Back from the hosted checkout unpaid: the order, with its countdown.'),
  part('pay', "The unpaid order's Pay now button."),
  part('choose-again', 'Leave the unpaid order and choose other tickets.'),
  part('confirmation', 'The order confirmation.'),
  part('order-number', 'The order number.'),
  part('tickets-bought', "The confirmation's tickets and total."),
  part('calendar', 'The Add to calendar link.'),
];
const loginFormParts = [
  part('login', 'The login widget.'),
  part(
    'form',
    'A step form (sign in, register, code, recovery), or its box while that step loads.',
  ),
  part('title', "The step's heading (h2, or its `heading-level`)."),
  part('field', 'A label with its input.'),
  part('input', 'A text input.'),
  part('field-hint', "A field's rule (a new password's length)."),
  part('field-error', "A field's error."),
  part('submit-button', "The step's main button."),
  part('secondary-button', 'A secondary action (e.g. "Reset your password").'),
  part('links', 'The links under a step.'),
  part('link', 'A link button (create account, forgot password, send a new code).'),
  part('signed-in', 'The signed-in box.'),
  part('member', '"Signed in as …".'),
  part('account-links', "Signed in, in the form's box: the list of the member's account pages."),
  part('account-link', 'One account page (My orders, My bookings, …).'),
  part('sign-in-button', 'The hosted Sign in button.'),
  part('sign-out-button', 'The Sign out button.'),
];

export const CATALOGUE: readonly WidgetDef[] = [
  {
    tag: 'site-config',
    family: 'runtime',
    className: 'SiteConfigElement',
    description:
      'Once per page, anywhere: the platform client id, API base URL, locale and currency every widget reads. Renders nothing; read when it joins the page and when an attribute changes (a new `locale` re-renders the widgets in it). A second `<site-config>` that says anything else is an error: every widget shows it and fires `widget-error`. Replacing it (removing it and adding another in the same task, in either order, or later with only `locale` and `currency` changed: a single-page app switching language) is not: the widgets follow the new one.',
    attributes: [
      str('client-id', 'clientId', 'Your platform client id (required).'),
      str(
        'api-base',
        'apiBase',
        'Where calls go instead of the real platform: the sandbox or a proxy, absolute http(s). Absent: the real platform.',
      ),
      str(
        'locale',
        'locale',
        "BCP 47 locale for text, money and dates, like `de-DE` (default: the browser's). A tag browsers refuse (`de_DE`) is a CONFIG error.",
      ),
      str('currency', 'currency', 'ISO 4217 code used when the cart has none yet.'),
      str(
        'hosted-origins',
        'hostedOrigins',
        'Space-separated origins of your hosted pages (checkout, login, account), like `https://checkout.example`. When set, widgets navigate only there; otherwise to any https: page the platform names.',
      ),
      str(
        'product-page',
        'productPage',
        "Your product page's address with `{slug}` or `{id}`, like `/products/{slug}` or `/product.html?id={id}` (relative to the page). Card images and names and cart lines link there; absent: no links.",
      ),
      str(
        'event-page',
        'eventPage',
        "Your event page's address with `{slug}` or `{id}`, like `/events/{slug}` or `/event.html?slug={slug}` (relative to the page). `<event-list>` titles, images and Tickets link there; absent: Tickets opens the ticket picker in a dialog.",
      ),
    ],
    events: [],
    parts: [],
    states: {},
    cssProperties: [],
  },
  {
    tag: 'shop-cart',
    family: 'cart',
    className: 'ShopCartElement',
    description:
      "The cart: lines with quantity steppers, coupon, totals and checkout. `drawer` mode is a modal opened by `<cart-count>`, or by your own button: `document.dispatchEvent(new Event('sw-open-cart'))`. Back from the hosted checkout it shows the order's confirmation (and fires `order-created` once, in the tab that went to that checkout: the thank-you address opened again, in another tab or from a bookmark or link, shows the buyer's order but announces nothing and leaves their current cart alone), or says the order was not placed above the cart as it was; the drawer opens for either.",
    attributes: [
      str(
        'mode',
        'mode',
        '`inline` shows the cart in the page; `drawer` is a modal opened by `<cart-count>`. With several drawers (a phone header and a desktop one), the first the page shows opens.',
        {
          values: ['inline', 'drawer'],
          default: 'inline',
        },
      ),
      headingLevel(
        "The drawer's title and the order confirmation's",
        2,
        "; the confirmation's list of what was bought is one level under it, and in the drawer the confirmation is one under the drawer's title",
      ),
    ],
    events: ['cart-updated', 'checkout-started', 'order-created', 'widget-error'],
    parts: [
      part('dialog', 'The drawer (drawer mode).'),
      part('drawer-header', "The drawer's heading row."),
      part('close-button', "The drawer's close button."),
      part('empty', 'The empty-cart message.'),
      part('line-items', 'The list of lines.'),
      part('line-item', 'One line.'),
      part('line-image', "A line's image."),
      part('line-name', "A line's product name."),
      part('line-options', "A line's chosen options."),
      part('line-price', "A line's price: of all its items together when there are several."),
      part('line-unit-price', 'Under a line of several, one item\'s price ("$12.00 each").'),
      part('line-availability', "A line's stock warning."),
      part('stepper', 'A quantity stepper.'),
      part('remove-button', "A line's Remove button."),
      part('coupon', 'The coupon form.'),
      part('coupon-input', 'The coupon code input.'),
      part('coupon-button', 'The Apply button.'),
      part('coupon-applied', 'The applied coupon.'),
      part('coupon-remove', 'Remove the coupon.'),
      part('totals', 'Subtotal, discount, tax and total.'),
      part('checkout-button', 'The Checkout button.'),
      part(
        'checkout-not-placed',
        'Back from the hosted checkout without an order: the sentence above the cart.',
      ),
      part('confirmation', 'Back from the hosted checkout with an order: its confirmation.'),
      part('order-number', 'The order number.'),
      part('order-lines', 'What was bought.'),
      part(
        'order-unavailable',
        'Back with an order the platform will not show to whoever is here now (they signed in since, or opened the address in another browser): where to find it instead.',
      ),
      part('continue-shopping', 'The link back to the shop.'),
      part('my-orders', "A signed-in member's My orders button (the account pages)."),
    ],
    states: {
      ...cartStates,
      // The order emptied the cart: a page that hides an empty cart hides its confirmation too.
      empty:
        "No cart yet, or no items; also back from the hosted checkout with an order, beside its confirmation (hiding `shop-cart[state='empty']` hides that too).",
    },
    cssProperties: ['--sw-color-backdrop', '--sw-color-muted'],
  },
  {
    tag: 'cart-count',
    family: 'cart',
    className: 'CartCountElement',
    description:
      'A cart button with the number of items; opens the drawer `<shop-cart>` when clicked.',
    attributes: [],
    events: ['widget-error'],
    parts: [
      part('count', 'The button.'),
      part('icon', 'The cart icon.'),
      part('badge', 'The item count.'),
    ],
    states: cartStates,
    cssProperties: [],
  },
  {
    tag: 'add-to-cart',
    family: 'cart',
    className: 'AddToCartElement',
    description:
      "An Add to cart button for one product (or one of its variants). While the cart answers it says Adding…; then Added to cart for 2.5 seconds (screen readers hear which item was added), or the platform's message below it if the item could not be added (on a card, over the rows above it: the card's box and the button stay where they are). Its accessible name adds the product's name after what it shows (\"Add to cart, Dad Cap\"), so a page with many of them reads as a list of different buttons. Cards and product pages use the same button.",
    attributes: [
      ...productRef,
      str('variant-id', 'variantId', 'The variant to add, for products with options.'),
      // 99: the most the product page's quantity field offers (widgets/product/purchase.tsx).
      num('quantity', 'quantity', 'How many to add, 1 to 99. Any other value adds 1.', {
        default: '1',
        min: 1,
        max: 99,
      }),
    ],
    events: ['cart-updated', 'widget-error'],
    parts: addToCartParts,
    states: {
      loading: 'Fetching the product.',
      ready: 'The button is shown.',
      error:
        'No product id or slug, an unknown product or variant, or the product could not be loaded.',
    },
    cssProperties: [],
  },
  {
    tag: 'product-card',
    family: 'product',
    className: 'ProductCardElement',
    description:
      'A product card: image, ribbon, name, price, availability and Add to cart; "Choose options" opens a quick view for a product with options, and a sold-out product offers "Notify me when back". Each button\'s accessible name ends with the product\'s name ("Choose options, Dad Cap"). Image and name link to the product page when there is one. Its box is reserved throughout. In the page\'s HTML, a first-screen card named by `product-id` shows its image as soon as the loader has its product, and each card waits up to 0.4 s for those products before its loading skeleton (and `state`).',
    attributes: [...productRef, productPage, headingLevel("The product name's", 3)],
    events: ['cart-updated', 'back-in-stock-requested', 'widget-error'],
    parts: cardParts,
    states: productStates,
    cssProperties: [
      '--sw-card-min-width',
      '--sw-card-padding',
      '--sw-image-aspect-ratio',
      '--sw-color-muted',
      '--sw-color-sale',
      '--sw-color-ribbon',
      '--sw-color-on-ribbon',
      '--sw-color-backdrop',
    ],
  },
  {
    tag: 'product-list',
    family: 'product',
    className: 'ProductListElement',
    description:
      'A sortable grid of product cards from a collection (or the whole store), with Load more.',
    attributes: [
      str(
        'collection-id',
        'collectionId',
        'The collection id; without it and a slug, every product.',
      ),
      str('collection-slug', 'collectionSlug', 'The collection slug.'),
      num(
        'page-size',
        'pageSize',
        'Products per page, 1 to 100: more shows 100, any other value 12 (either fires `widget-error`).',
        {
          default: '12',
          min: 1,
          max: 100,
        },
      ),
      str('sort', 'sort', 'The initial order; the visitor can change it.', {
        values: ['featured', 'newest', 'name', 'price-asc', 'price-desc'],
        default: 'featured',
      }),
      productPage,
      str(
        'label',
        'label',
        'The list\'s name for screen readers (its landmark), instead of "Products" or "Products:" and the collection\'s name: tells two lists apart.',
      ),
      headingLevel("Each card's name's", 3),
    ],
    events: ['cart-updated', 'back-in-stock-requested', 'widget-error'],
    parts: [
      part('list', 'The whole list.'),
      part('toolbar', 'The row above the grid.'),
      part('sort', 'The sort select.'),
      part('grid', 'The grid of cards.'),
      ...cardParts,
      part(
        'more',
        'The row under the grid: Load more, or why the next page failed. Not there under an error or "no products".',
      ),
      part('load-more', 'The Load more button.'),
    ],
    states: {
      loading: 'Fetching the first page.',
      ready: 'Showing products.',
      empty: 'The collection has no products.',
      error: 'Unknown collection, or the platform failed.',
    },
    cssProperties: [
      '--sw-card-min-width',
      '--sw-grid-gap',
      '--sw-card-padding',
      '--sw-image-aspect-ratio',
      '--sw-color-muted',
      '--sw-color-sale',
      '--sw-color-ribbon',
      '--sw-color-on-ribbon',
      '--sw-color-backdrop',
    ],
  },
  {
    tag: 'product-details',
    family: 'product',
    className: 'ProductDetailsElement',
    description:
      'A product page: gallery, name, price, option pickers, quantity, Add to cart, description and info sections.',
    attributes: [...productRef, headingLevel("The product name's", 2)],
    events: ['cart-updated', 'back-in-stock-requested', 'widget-error'],
    parts: [
      part('details', 'The whole product.'),
      part('gallery', 'The image gallery.'),
      part('image', 'The main image.'),
      part('thumbnails', 'The thumbnail strip.'),
      part('thumbnail', 'One thumbnail button.'),
      part('ribbon', 'The ribbon.'),
      part('name', "The product name (h2 under the page's own h1, or its `heading-level`)."),
      ...priceParts,
      part('option', 'An option picker (select or swatches).'),
      part('swatch', 'A colour swatch.'),
      part('stock', 'The availability line.'),
      part('buy', 'Quantity and Add to cart.'),
      part('notify-me', 'Out of stock: the button that opens the back-in-stock request form.'),
      part('stepper', 'The quantity stepper.'),
      ...addToCartParts,
      part('description', 'The rich-text description.'),
      part('info-section', 'An info section (care, shipping, ...).'),
      ...backInStockParts,
    ],
    states: productStates,
    cssProperties: [
      '--sw-image-aspect-ratio',
      '--sw-color-muted',
      '--sw-color-sale',
      '--sw-color-ribbon',
      '--sw-color-on-ribbon',
    ],
  },
  {
    tag: 'event-list',
    family: 'event-tickets',
    className: 'EventListElement',
    description:
      "Upcoming events, soonest first, paged, dates in each event's own time zone (an event of several days shows its days, its times are in its ticket flow). Each event has its action: Tickets (to your event page, or the ticket picker in a dialog), RSVP (on the platform's event page, which takes it), Register, or why there is none (Sold out, closed, canceled). The dialog is `<event-tickets>`'s whole flow: `<event-list>` then fires its reservation and order events; closed while it holds seats, it asks first whether to give them back.",
    attributes: [
      num(
        'page-size',
        'pageSize',
        'Events per page, 1 to 100: more shows 100, any other value 6 (either fires `widget-error`).',
        {
          default: '6',
          min: 1,
          max: 100,
        },
      ),
      str(
        'event-page',
        'eventPage',
        "This list's event page, overriding `<site-config event-page>`: an address with `{slug}` or `{id}`.",
      ),
      str(
        'status',
        'status',
        'Which events: any of `UPCOMING`, `STARTED`, `ENDED`, `CANCELED`, separated by commas or spaces.',
        {
          values: ['UPCOMING', 'STARTED', 'ENDED', 'CANCELED'],
          list: true,
          default: 'UPCOMING,STARTED',
        },
      ),
      headingLevel("Each event title's", 2),
    ],
    events: ['reservation-created', 'reservation-expired', 'order-created', 'widget-error'],
    parts: [
      part('list', 'The list.'),
      part('item', 'One event.'),
      ...eventHeaderParts,
      part('action', 'The Tickets, RSVP or Register button or link.'),
      part('registration', 'Why there is no action: sold out, closed, canceled, opening soon.'),
      part(
        'still-held',
        'Under Tickets: the seats are still held, the browser having closed the dialog on them.',
      ),
      part('pager', 'Previous and next page.'),
      part(
        'dialog',
        "The ticket dialog (no event page configured): `<event-tickets>`'s flow, with the parts below.",
      ),
      part('close-button', "The dialog's Close button."),
      part('leave-question', 'Closing with seats held: give them back, or keep them?'),
      part('event', 'In the dialog: the ticket flow.'),
      part('header', "In the dialog: the event's image, title, dates and location."),
      ...ticketFlowParts,
    ],
    states: {
      loading: 'Fetching events.',
      ready: 'Showing events.',
      empty: 'No events match.',
      error: 'The platform failed.',
    },
    cssProperties: ['--sw-color-muted', '--sw-color-backdrop'],
  },
  {
    tag: 'event-tickets',
    family: 'event-tickets',
    className: 'EventTicketsElement',
    description:
      'Tickets for one event: pick quantities, reserve (with a countdown), fill the form, check out or go to the hosted checkout; then the confirmation with a calendar file. A reservation in progress is kept for the tab: a reload returns to the form with the time left; closing the widget, cancelling or leaving the page releases the seats. Coming back from the hosted checkout without paying (a declined card, the back button) shows the order, waiting, with Pay now while its seats are held.',
    attributes: [
      str('event-id', 'eventId', 'The event id. Either this or `event-slug`.'),
      str('event-slug', 'eventSlug', 'The event slug.'),
      headingLevel(
        "The event title's",
        2,
        '; ticket names and the confirmation are one level under it',
      ),
    ],
    events: ['reservation-created', 'reservation-expired', 'order-created', 'widget-error'],
    parts: [
      part('event', 'The whole widget.'),
      part('header', 'Image, title, dates and location.'),
      ...eventHeaderParts,
      part('external-link', 'The link for events registered elsewhere.'),
      ...ticketFlowParts,
    ],
    states: {
      loading: 'Fetching the event, its tickets, or a reservation kept from before a reload.',
      ready:
        'Showing the picker, the form, the confirmation, or why this event sells no tickets here; never while tickets are still loading.',
      empty: 'No ticket of this event is on sale.',
      error: 'No event id or slug, an unknown event, or the platform failed.',
    },
    cssProperties: [],
  },
  {
    tag: 'member-login',
    family: 'login',
    className: 'MemberLoginElement',
    description:
      "Sign in, create an account, verify the emailed code and recover a password in the page (`form`), or a button to the hosted login page (`hosted`). Signed in: the member's name, their account pages (`form`) and Sign out.",
    attributes: [
      str(
        'mode',
        'mode',
        '`form`: the whole flow in the page; `hosted`: a button to the platform login page.',
        {
          values: ['form', 'hosted'],
          default: 'form',
        },
      ),
      str(
        'captcha-token',
        'captchaToken',
        'Visible reCAPTCHA token, sent with login and registration.',
      ),
      str('invisible-captcha-token', 'invisibleCaptchaToken', 'Invisible reCAPTCHA token.'),
      headingLevel(
        "Each step's title's",
        2,
        '; every step takes it: Sign in, Create an account, Check your email, Reset your password',
      ),
    ],
    events: ['login', 'logout', 'widget-error'],
    parts: loginFormParts,
    states: { ready: 'Always, once rendered.' },
    cssProperties: ['--sw-login-max-width'],
  },
  {
    tag: 'member-menu',
    family: 'login',
    className: 'MemberMenuElement',
    description:
      "Signed in: a menu with the member's name (account, orders, bookings, events, subscriptions, log out). Signed out: a Sign in button (hosted login).",
    attributes: [],
    events: ['login', 'logout', 'widget-error'],
    parts: [
      part('menu', 'The menu.'),
      part('menu-button', "The button with the member's name."),
      part('menu-list', 'The list of items.'),
      part('menu-item', 'One item (Sign out also has `sign-out-button`).'),
      part('sign-out-button', 'Sign out.'),
      part('sign-in-button', 'Sign in, when signed out.'),
    ],
    states: { ready: 'Always, once rendered.' },
    cssProperties: ['--sw-color-hover'],
  },
  {
    tag: 'back-in-stock',
    family: 'back-in-stock',
    className: 'BackInStockElement',
    description:
      'A notify-me form shown only while the product (or variant) is out of stock; otherwise nothing.',
    attributes: [
      ...productRef,
      str('variant-id', 'variantId', 'The variant to watch, for products with options.'),
    ],
    events: ['back-in-stock-requested', 'widget-error'],
    parts: backInStockParts,
    states: {
      loading: 'Fetching the product.',
      ready: 'Out of stock: the form is shown.',
      empty: 'In stock: nothing is shown.',
      error: 'No product id or slug, an unknown product or variant, or the platform failed.',
    },
    cssProperties: [],
  },
];

/** Its parts, the shared ones first (none for `<site-config>`, which renders nothing). */
export function partsOf(def: WidgetDef): NamedDef[] {
  if (def.family === 'runtime') return [];
  const own = def.parts.filter((p) => !BASE_PARTS.some((base) => base.name === p.name));
  return [...BASE_PARTS, ...own];
}

/** Its custom properties: the shared ones and its own. */
export function cssPropertiesOf(def: WidgetDef): CssPropertyDef[] {
  if (def.family === 'runtime') return [];
  const names = new Set<string>([...BASE_CSS_PROPERTIES, ...def.cssProperties]);
  return CSS_PROPERTIES.filter((property) => names.has(property.name));
}

/** r2wc `props` for `defineWidget`, from the attributes. */
export function propsOf(def: WidgetDef): Record<string, AttributeType> {
  return Object.fromEntries(def.attributes.map((a) => [a.property, a.type]));
}
