// Data only one or two families use (events.ts, cart-view.ts, member.ts, ...) is imported by
// path from its own module, not re-exported here: the build puts whatever this index reaches
// into the runtime chunk every family loads.
export { useSession } from './use-session';
// A selector for useSession: member tokens (signed in), without loading the member.
export { isLoggedIn } from '../session';
export { useSiteConfig, usePlatform, useConfigState, ConfigStateContext } from './use-platform';
export { getQueryClient, createQueryClient, retryDelay, shouldRetry } from './query-client';
export {
  useProduct,
  productKeyOf,
  ProductNotFoundError,
  type ProductKey,
  type ProductRefProps,
} from './products';
export { useCartMutation, addToCart, type AddToCartVariables, type CartChange } from './cart';
export { cartKeys } from './cart-sync';
export { productPageProblem, productPageUrl } from './product-page-address';
export { platformKey, type SitePlatform } from './platform-key';
