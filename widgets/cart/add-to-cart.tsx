import type { Product } from '../../shared/client';
import { useProduct } from '../../shared/data';
import { useHostState } from '../../shared/element';
import { AddToCartButton, ErrorNotice, Notice } from '../../shared/ui';

export interface AddToCartProps {
  productId?: string;
  variantId?: string;
  quantity?: number;
}

/** `<add-to-cart product-id variant-id quantity>`: one button that adds that product. */
export function AddToCart({ productId, variantId, quantity }: AddToCartProps) {
  const product = useProduct(productId ? { id: productId } : null);
  useHostState(!productId || product.isError ? 'error' : product.isSuccess ? 'ready' : 'loading');
  if (!productId) return <Notice tone="error">This button needs a product-id attribute.</Notice>;
  if (product.isError) {
    return <ErrorNotice error={product.error} onRetry={() => void product.refetch()} />;
  }
  // Until the product is known the button is in place but disabled (no item), so nothing shifts.
  const item = product.data
    ? { productId, ...(variantId ? { variantId } : {}), quantity: wholeQuantity(quantity) }
    : null;
  return (
    <AddToCartButton
      item={item}
      blockedReason={product.data && blockedReasonOf(product.data, variantId)}
      productName={product.data?.name}
    />
  );
}

/** Why this product cannot be added as configured, or undefined when it can. */
function blockedReasonOf(product: Product, variantId: string | undefined): string | undefined {
  if (product.productOptions?.length && !variantId) return 'Choose options';
  const variant = variantId ? product.variants?.find((v) => v.id === variantId) : undefined;
  if (variantId && product.variants && !variant) return 'Unavailable';
  const inStock = variant ? variant.stock?.inStock : product.stock?.inStock;
  return inStock === false ? 'Out of stock' : undefined;
}

/** The `quantity` attribute; anything that is not a whole number from 1 up means 1. */
const wholeQuantity = (value: number | undefined): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : 1;
