export { useSession } from './use-session';
export { useSiteConfig, usePlatform, useConfigState, ConfigStateContext } from './use-platform';
export { getQueryClient, createQueryClient, retryDelay, shouldRetry } from './query-client';
export {
  useProduct,
  seedProduct,
  productKeys,
  ProductNotFoundError,
  type ProductKey,
} from './products';
export {
  useCart,
  useCartMutation,
  useCartTotals,
  useAddToCart,
  itemCount,
  cartLines,
  type AddToCartVariables,
} from './cart';
export { cartKeys } from './cart-sync';
export { useStoreCheckout } from './checkout';
export { createBatcher } from './batch';
