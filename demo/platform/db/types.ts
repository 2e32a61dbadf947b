import type { FrozenCart } from '../domain/frozen-cart.ts';

export interface Member {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  nickname: string;
  status: 'ACTIVE' | 'PENDING' | 'BLOCKED';
  emailVerified: boolean;
  ownerApprovalRequired: boolean;
  resetPasswordRequired: boolean;
  createdDate: string;
  updatedDate: string;
  /**
   * Wrong verification codes since `since` (ms), over every code the member was sent: a
   * resend or a new login must not start the guessing over. Absent (older members too): none.
   */
  codeFailures?: { count: number; since: number };
  /** Verification emails sent since `since` (ms), over all the member's state tokens. */
  verificationEmails?: { count: number; since: number };
  /** Password recovery emails sent since `since` (ms). */
  recoveryEmails?: { count: number; since: number };
  /**
   * A self-registration's deadline (ms): its email unverified by then, the sweep drops it
   * (domain/registrations.ts). Absent on members the site made, and once verified.
   */
  pendingUntil?: number;
}

export interface Token {
  id: string;
  kind: 'access' | 'refresh';
  role: 'visitor' | 'member';
  visitorId: string;
  memberId: string | null;
  clientId: string;
  expiresAt: number;
  /**
   * A refresh token's last use (ms): its issue or its latest renewal. Absent on tokens stored
   * before it was kept, whose issue time (expiresAt less the refresh lifetime) stands for it.
   */
  lastUsedAt?: number;
}

export interface Session {
  id: string;
  memberId: string;
  expiresAt: number;
}

export interface AuthCode {
  id: string;
  memberId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  /** The visitor who asked for the code, whose cart joins the member's on redemption. */
  visitorId?: string | null;
  expiresAt: number;
  used: boolean;
}

/** Verification (stateToken + emailed code) and recovery links share one shape. */
export interface OneTimeSecret {
  id: string;
  purpose: 'verify-email' | 'recover-password';
  memberId: string;
  code: string;
  redirectUrl: string | null;
  expiresAt: number;
  used: boolean;
  /** Wrong codes tried so far (verify-email): a six-digit code must not be guessable. */
  failedAttempts?: number;
  /** Times this state token's code was sent again (verify-email). */
  resends?: number;
}

export interface RedirectSession {
  id: string;
  section: string;
  request: Record<string, unknown>;
  callbacks: {
    postFlowUrl?: string;
    thankYouPageUrl?: string;
    loginUrl?: string;
    cartPageUrl?: string;
  };
  /** The visitor whose token created an `auth` session (their cart is merged at sign-in). */
  visitorId?: string;
  /**
   * The member whose token created an account or logout session, until its page is first
   * opened: that opening signs the browser in as them (once), so the member is not asked to
   * log in again, or signs them out everywhere, cookie or not.
   */
  memberId?: string;
  /** Who asked for it (ownerKeyOf, or `anonymous`): each caller keeps a bounded number. */
  creatorKey?: string;
  createdDate: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (the sandbox only sends text files, such as calendar files). */
  content: string;
}

export interface Email {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  data: Record<string, unknown>;
  /** Absent on emails without files (and on emails stored before attachments existed). */
  attachments?: EmailAttachment[];
}

export interface Coupon {
  id: string;
  code: string;
  name: string;
  type: 'PERCENT' | 'AMOUNT';
  value: number;
}

export interface StoredCartLine {
  id: string;
  quantity: number;
  catalogReference: { catalogItemId: string; appId: string; options?: Record<string, unknown> };
}

export interface StoredCustomLine {
  id: string;
  quantity: number;
  productName: { original: string };
  price: number;
  itemType: string;
  descriptionLines: unknown[];
}

export interface StoredCart {
  id: string;
  ownerKey: string;
  lineItems: StoredCartLine[];
  customLineItems: StoredCustomLine[];
  couponCode: string | null;
  merchantDiscounts: { amount: number; description?: string }[];
  buyerInfo: { email?: string | undefined } & Record<string, unknown>;
  contactInfo: Record<string, unknown> | null;
  buyerNote: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface Reservation {
  id: string;
  eventId: string;
  ownerKey: string;
  status:
    | 'RESERVATION_PENDING'
    | 'RESERVATION_CONFIRMED'
    | 'RESERVATION_CANCELED'
    | 'RESERVATION_CANCELED_MANUALLY'
    | 'RESERVATION_EXPIRED';
  expires: string;
  quantities: { ticketDefinitionId: string; quantity: number; price: number }[];
  createdDate: string;
}

/** Products keep their own shape; productView (domain/catalog.ts) computes the wire's. */
export interface MediaItem {
  id: string;
  url: string;
  width: number;
  height: number;
  title: string;
}

export interface StoredChoice {
  value: string;
  description: string;
  visible: boolean;
  mediaIds: string[];
}

export interface StoredOption {
  optionType: 'drop_down' | 'color';
  name: string;
  choices: StoredChoice[];
}

export interface StoredVariant {
  id: string;
  choices: Record<string, string>;
  price: number | null;
  cost: number | null;
  weight: number | null;
  sku: string;
  visible: boolean;
  quantity: number | null;
  inStock: boolean;
}

export interface StoredProduct {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  weight: number;
  price: number;
  cost: number | null;
  discount: { type: 'NONE' | 'AMOUNT' | 'PERCENT'; value: number };
  trackInventory: boolean;
  media: MediaItem[];
  productOptions: StoredOption[];
  manageVariants: boolean;
  variants: StoredVariant[];
  ribbon: string | null;
  brand: string | null;
  collectionIds: string[];
  additionalInfoSections: { title: string; description: string }[];
  createdDate: string;
  lastUpdated: string;
}

/** A store collection; its view adds the product count and absolute media URLs. */
export interface StoredCollection {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  description?: string;
  media?: MediaItem;
  createdDate: string;
  lastUpdated: string;
}

/** A store checkout (create-checkout): the cart's priced estimate, frozen until paid. */
export interface StoredCheckout {
  id: string;
  ownerKey: string;
  cartId: string;
  channelType?: string;
  buyerInfo: { email?: string | undefined } & Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  billingAddress: Record<string, unknown> | null;
  /** Tax or shipping switched off by an elevated caller; kept for a change of country. */
  switches?: { calculateTax?: boolean | undefined; calculateShipping?: boolean | undefined };
  /** The wire estimate (docs/wire.md) as computed at checkout time. */
  estimate: {
    cart: FrozenCart<unknown> & Record<string, unknown>;
    priceSummary: unknown;
  } & Record<string, unknown>;
  status: 'OPEN' | 'COMPLETED';
  orderId: string | null;
  createdDate: string;
  updatedDate: string;
}

/** A paid store order, in the wire shape of the eCommerce order. */
export interface StoredOrder {
  id: string;
  number: string;
  checkoutId: string;
  memberId: string | undefined;
  buyerInfo: { email: string; memberId: string | undefined };
  recipientInfo: {
    contactDetails: { fullName: string };
    /** The REST form: the SDK reads `addressLine` as its `addressLine1`. */
    address: { addressLine: string; country?: string };
  };
  /** Catalogue and custom lines alike (the SDK's Order has no `customLineItems`). */
  lineItems: unknown[];
  /** Custom lines of orders stored before they were line items; read with `lineItems`. */
  customLineItems?: unknown[];
  priceSummary: unknown;
  paymentStatus: 'PAID';
  fulfillmentStatus: 'NOT_FULFILLED';
  status: 'APPROVED';
  transactionId: string;
  activities: { type: string; createdDate: string }[];
  createdDate: string;
  updatedDate: string;
  purchasedDate: string;
}

export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  options?: Record<string, unknown> | undefined;
}

/** A back-in-stock notification request. */
export interface BackInStockRequest {
  id: string;
  catalogReference: CatalogReference;
  email: string;
  itemUrl: string;
  status: 'RECEIVED' | 'NOTIFICATION_SENT';
  itemDetails: { name: string } & Record<string, unknown>;
  /** Who asked (ownerKeyOf): only they, or the admin, may read or delete it. */
  ownerKey: string;
  createdDate: string;
  updatedDate: string;
}

/** A v3 event as stored: the wire shape without the computed fields (eventView adds them). */
export interface StoredEvent {
  id: string;
  slug: string;
  title: string;
  shortDescription?: string;
  description?: string;
  /** STARTED and ENDED are never stored: they follow the clock (eventStatus). */
  status: 'DRAFT' | 'UPCOMING' | 'CANCELED';
  mainImage?: { id?: string; url: string; width?: number; height?: number };
  dateAndTimeSettings: {
    startDate: string;
    endDate: string;
    timeZoneId?: string;
    dateAndTimeTbd?: boolean;
  };
  location: { type: 'VENUE' | 'ONLINE'; name?: string; address?: Record<string, unknown> | null };
  registration: {
    type: 'RSVP' | 'TICKETING' | 'EXTERNAL' | 'NONE';
    /**
     * The type it was created with, when RSVP or TICKETING (the SDK's immutable `initialType`).
     * Events stored before it was kept have none: their type, never changed, says it.
     */
    initialType?: 'RSVP' | 'TICKETING' | undefined;
    external?: { url: string };
    rsvp?: { startDate: string; endDate: string } | undefined;
    /** The owner's tickets per order, when set (domain/events.ts `ticketLimitOf`). */
    tickets?: { ticketLimitPerOrder?: number | undefined } | undefined;
  };
  /** The registration form (wire shape); checkForm reads its mandatory inputs. */
  form: Record<string, unknown>;
  categories: { id?: string; name: string; createdDate?: string }[];
  createdDate: string;
  updatedDate?: string;
  publishedDate?: string;
}

export interface EventMoney {
  amount: string;
  currency: string;
}

/** A ticket definition; its seats live in the ticket inventory, keyed by its id. */
export interface TicketDefinition {
  id: string;
  eventId: string;
  name: string;
  description: string;
  price: EventMoney;
  pricing:
    | { pricingType: 'STANDARD'; fixedPrice: EventMoney }
    | { pricingType: 'DONATION'; minPrice: EventMoney };
  free: boolean;
  limitPerCheckout: number;
  feeType: string;
  salePeriod?: { startDate?: string; endDate?: string } | undefined;
  /** Seats at creation (null: unlimited); never on the wire (ticketView drops it). */
  capacity: number | null;
  createdDate: string;
  updatedDate: string;
}

/** Money as ticket orders and invoices carry it. */
export interface TicketMoney extends EventMoney {
  convertedAmount: string;
  formattedAmount: string;
}

export interface TicketOrderBuyer {
  firstName: string;
  lastName: string;
  email: string;
}

export type TicketOrderStatus =
  | 'NA_ORDER_STATUS'
  | 'FREE'
  | 'PENDING'
  | 'PAID'
  | 'OFFLINE_PENDING'
  | 'INITIATED'
  | 'CANCELED'
  | 'DECLINED'
  | 'AUTHORIZED'
  | 'VOIDED'
  | 'PARTIALLY_PAID';

/** A guest's answer to an RSVP event (spec "RSVP"): one per email and event. */
export interface Rsvp {
  id: string;
  /** Human-friendly like an order number: the guest's reference. */
  rsvpNumber: string;
  eventId: string;
  status: 'YES';
  firstName: string;
  lastName: string;
  email: string;
  /** Guests coming along besides the one who answered. */
  additionalGuests: number;
  /** Their names, as far as the answer gave them (the hosted form asks for none). */
  guestNames?: string[];
  /** The member who answered (through the API with a member's token), if one did. */
  memberId?: string | undefined;
  form: { inputValues: { inputName: string; value: string }[] };
  createdDate: string;
  updatedDate: string;
}

/** A ticket order: its id is the human order number. */
export interface TicketOrder {
  id: string;
  orderNumber: string;
  reservationId: string;
  /**
   * The payment snapshot taken at checkout (a GUID); empty for a FREE order, as on the
   * platform. Orders stored before the sandbox kept one have none.
   */
  snapshotId?: string | undefined;
  eventId: string;
  status: TicketOrderStatus;
  method: 'ONLINE' | 'OFFLINE_POS';
  memberId: string | undefined;
  ownerKey: string;
  buyer: TicketOrderBuyer;
  fullName: string;
  email: string;
  checkoutForm: { inputValues: unknown[] };
  tickets: {
    ticketNumber: string;
    ticketDefinitionId: string;
    name: string;
    price: TicketMoney;
    free: boolean;
    guestDetails: Record<string, unknown>;
    checkIn: unknown;
    archived: boolean;
  }[];
  ticketsQuantity: number;
  totalPrice: TicketMoney;
  invoice: Record<string, unknown>;
  paymentDetails: { transaction: { transactionId: string | undefined; method: string } };
  archived: boolean;
  confirmed: boolean;
  created: string;
  updated: string;
  /**
   * The secret in its tickets' PDF addresses (domain/ticket-documents.ts). Orders stored
   * before the sandbox printed tickets have none.
   */
  documentKey?: string | undefined;
}
