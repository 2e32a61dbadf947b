export { useSession } from './use-session';
export { useSiteConfig, usePlatform, useConfigState, ConfigStateContext } from './use-platform';
export { getQueryClient, createQueryClient, retryDelay, shouldRetry } from './query-client';
export {
  useProduct,
  seedProduct,
  productKeys,
  collectionKeys,
  collectionBySlugQuery,
  useCollectionId,
  useProductPages,
  ProductNotFoundError,
  type ProductKey,
  type CollectionRef,
  type ProductPagesOptions,
} from './products';
export {
  useCart,
  useCartMutation,
  useCartTotals,
  addToCart,
  updateLineQuantity,
  removeLine,
  applyCoupon,
  removeCoupon,
  itemCount,
  cartLines,
  type AddToCartVariables,
  type CartChange,
} from './cart';
export { cartKeys } from './cart-sync';
export { useStoreCheckoutMutation, type StartedCheckout } from './checkout';
export { createBatcher } from './batch';
export {
  useMember,
  useLoadMember,
  useSignOutMutation,
  memberKeys,
  memberQuery,
  type Member,
} from './member';
export {
  eventKeys,
  eventQuery,
  eventListQuery,
  ticketsQuery,
  ticketingOrderQuery,
  checkoutOptionsQuery,
  useEvent,
  useEventList,
  useAvailableTickets,
  useTicketingOrder,
  type EventRef,
  type EventListPage,
} from './events';
export {
  useCreateReservation,
  useCancelReservation,
  useTicketCheckout,
  useEventsHostedCheckout,
  type NewReservation,
} from './reservations';
export { useBackInStockRequest, type BackInStockItem } from './back-in-stock';
