import type { Product } from '../../shared/client';
import { useProduct } from '../../shared/data';
import { useHostState, AddToCartAction } from '../../shared/element';
import { ErrorNotice, Notice, type Translate } from '../../shared/ui';
import { useCartText, type CartKey } from './text';

export interface AddToCartProps {
  productId?: string;
  variantId?: string;
  quantity?: number;
}

/** `<add-to-cart product-id variant-id quantity>`: one button that adds that product. */
export function AddToCart({ productId, variantId, quantity }: AddToCartProps) {
  const product = useProduct(productId ? { id: productId } : null);
  const t = useCartText();
  useHostState(!productId || product.isError ? 'error' : product.isSuccess ? 'ready' : 'loading');
  if (!productId) return <Notice tone="error">{t('needsProduct')}</Notice>;
  if (product.isError) {
    return <ErrorNotice error={product.error} onRetry={() => void product.refetch()} />;
  }
  // Until the product is known the button is in place but disabled (no item), so nothing shifts.
  const item = product.data
    ? { productId, ...(variantId ? { variantId } : {}), quantity: wholeQuantity(quantity) }
    : null;
  return (
    <AddToCartAction
      item={item}
      blockedReason={product.data && blockedReasonOf(product.data, variantId, t)}
      productName={product.data?.name}
    />
  );
}

/** Why this product cannot be added as configured, or undefined when it can. */
function blockedReasonOf(
  product: Product,
  variantId: string | undefined,
  t: Translate<CartKey>,
): string | undefined {
  if (product.productOptions?.length && !variantId) return t('chooseOptions');
  const variant = variantId ? product.variants?.find((v) => v.id === variantId) : undefined;
  if (variantId && product.variants && !variant) return t('unavailable');
  const inStock = variant ? variant.stock?.inStock : product.stock?.inStock;
  return inStock === false ? t('outOfStock') : undefined;
}

/** The `quantity` attribute; anything that is not a whole number from 1 up means 1. */
const wholeQuantity = (value: number | undefined): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : 1;
