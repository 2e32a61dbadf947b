import { useLayoutEffect, useState } from 'react';
import { AddToCartAction, addStyles, useHost } from '../../shared/element';
import type { Product } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { plural, QuantityStepper, stepperCss, type Translate } from '../../shared/ui';
import { NotifyMe } from './notify-me';
import { OptionPickers } from './option-pickers';
import { Price } from './price';
import { purchaseCss } from './purchase.styles';
import { AVAILABILITY_LABEL, availabilityOf } from './stock';
import { stockLabel, stockOf } from './stock-level';
import { useDetailsText, type DetailsKey } from './details.text';
import { useQuantityInCart } from './in-cart';
import { useProductText, type ProductKey } from './text';
import {
  cartItem,
  missingOption,
  optionsOf,
  priceOf,
  resolveVariant,
  type Selection,
} from './variant';

const MAX_QUANTITY = 99;

/** Why the chosen item cannot be added yet, in the words the button shows. */
function blockedReasonOf(
  product: Product,
  selection: Selection,
  t: Translate<ProductKey>,
  td: Translate<DetailsKey>,
): string | undefined {
  // Sold out in every option: no choice to make before asking to be told when it is back.
  if (availabilityOf(product) === 'out-of-stock') return t('outOfStock');
  const missing = missingOption(product, selection);
  if (missing) return td('chooseA', { option: missing });
  const variant = resolveVariant(product, selection);
  if (!variant && product.variants?.length) return td('notAvailable');
  if (!stockOf(product, variant).inStock) return t('outOfStock');
  return undefined;
}

/**
 * The block's styles, adopted into the widget's shadow root before the first paint: they load
 * with this chunk, not with the family (cards never show it until their quick view opens).
 */
function usePurchaseStyles() {
  const root = useHost().host.shadowRoot;
  useLayoutEffect(() => {
    addStyles(root, stepperCss);
    addStyles(root, purchaseCss);
  }, [root]);
}

/** What the visitor picks: kept by the caller, whose image follows the chosen colour. */
export interface PurchaseProps {
  product: Product;
  selection: Selection;
  onSelect(selection: Selection): void;
}

/**
 * Price and stock of the chosen variant, the option pickers, quantity and add to cart (or the
 * back-in-stock request for a sold-out variant): `<product-details>` and the card's quick view.
 */
export function Purchase({ product, selection, onSelect }: PurchaseProps) {
  usePurchaseStyles();
  const { locale } = useSiteConfig();
  const t = useProductText();
  const td = useDetailsText();
  const [wanted, setWanted] = useState(1);
  const variant = resolveVariant(product, selection);
  const stock = stockOf(product, variant);
  const chosen = variant !== undefined || optionsOf(product).length === 0;
  // What is left to add: the stock less what the cart already holds of it.
  const inCart = useQuantityInCart(product, variant);
  const left = stock.quantity === undefined ? MAX_QUANTITY : stock.quantity - inCart;
  const max = Math.max(1, Math.min(left, MAX_QUANTITY));
  // Another variant may have fewer left: clamp rather than keep an amount that cannot be bought.
  const quantity = Math.min(wanted, max);
  const blockedReason =
    blockedReasonOf(product, selection, t, td) ??
    (left > 0
      ? undefined
      : plural(locale, inCart, { one: td('allInCartOne'), other: td('allInCart') }));
  return (
    <>
      <Price price={priceOf(product, variant)} />
      <p className="stock" part="stock">
        {chosen ? stockLabel(stock, locale, t) : t(AVAILABILITY_LABEL[availabilityOf(product)])}
      </p>
      <OptionPickers
        product={product}
        selection={selection}
        onChange={(name, value) => onSelect({ ...selection, [name]: value })}
      />
      <div className="buy" part="buy">
        {/* A sold-out item has no quantity to choose: its request form takes the whole row. */}
        {blockedReason === t('outOfStock') ? (
          <div className="add">
            <NotifyMe product={product} {...(variant ? { variantId: variant.id } : {})} />
          </div>
        ) : (
          <>
            <QuantityStepper
              value={quantity}
              onChange={setWanted}
              max={max}
              name={product.name}
              disabled={!stock.inStock || left <= 0}
            />
            <AddToCartAction
              className="add"
              item={blockedReason ? null : cartItem(product, selection, quantity)}
              blockedReason={blockedReason}
              productName={product.name}
            />
          </>
        )}
      </div>
    </>
  );
}
