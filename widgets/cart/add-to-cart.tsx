import type { Product } from '../../shared/client';
import { productKeyOf, useProduct, type ProductRefProps } from '../../shared/data';
import { useHostState, AddToCartAction } from '../../shared/element';
import { missingAttribute, problemOf, useReportProblem } from '../../shared/element/widget-problem';
import { ErrorNotice, Notice, type Translate } from '../../shared/ui';
import { useCartText, type CartKey } from './text';

export interface AddToCartProps extends ProductRefProps {
  variantId?: string;
  quantity?: number;
}

/** `<add-to-cart product-id|product-slug variant-id quantity>`: one button that adds that product. */
export function AddToCart({ variantId, quantity, ...ref }: AddToCartProps) {
  const key = productKeyOf(ref);
  const { product, error, retry } = useProduct(key);
  const t = useCartText();
  // A variant the product does not have is the owner's typo, as an unknown product is.
  const problem = !key
    ? missingAttribute('add-to-cart', 'product-id or product-slug')
    : error
      ? problemOf(error)
      : variantId && product?.variants?.every((v) => v.id !== variantId)
        ? {
            message: `Product ${product.id} has no variant "${variantId}".`,
            code: 'NOT_FOUND' as const,
          }
        : null;
  useHostState(problem ? 'error' : product ? 'ready' : 'loading');
  useReportProblem(problem);
  if (!key) return <Notice tone="error">{t('needsProduct')}</Notice>;
  // Retrying cannot find a product that is not there.
  // The owner's detail went with widget-error; the visitor reads it in the page's language.
  if (problem?.code === 'NOT_FOUND') return <Notice tone="error">{t('notFound')}</Notice>;
  if (error) return <ErrorNotice error={error} onRetry={problem?.code ? undefined : retry} />;
  // Until the product is known the button is in place but disabled (no item), so nothing shifts.
  const item = product
    ? {
        productId: product.id,
        ...(variantId ? { variantId } : {}),
        quantity: wholeQuantity(quantity),
      }
    : null;
  return (
    <AddToCartAction
      item={item}
      blockedReason={product && blockedReasonOf(product, variantId, t)}
      productName={product?.name}
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
  const inStock = variant ? variant.stock?.inStock : product.stock?.inStock;
  return inStock === false ? t('outOfStock') : undefined;
}

/**
 * The `quantity` attribute; anything that is not a whole number from 1 to 99 (the most the
 * product page's quantity field offers) means 1.
 */
export const wholeQuantity = (value: number | undefined): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= 99 ? value : 1;
