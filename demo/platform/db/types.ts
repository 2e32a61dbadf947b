/** Stored documents. Catalogue and event documents keep the wire shape (see docs/wire.md). */
export type Doc = { id: string } & Record<string, unknown>;

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
}

export interface Token {
  id: string;
  kind: 'access' | 'refresh';
  role: 'visitor' | 'member';
  visitorId: string;
  memberId: string | null;
  clientId: string;
  expiresAt: number;
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
}

export interface RedirectSession {
  id: string;
  section: string;
  request: Record<string, unknown>;
  callbacks: { postFlowUrl?: string; thankYouPageUrl?: string; loginUrl?: string };
  /** The visitor whose token created an `auth` session (their cart is merged at sign-in). */
  visitorId?: string;
  /** Who asked for it (ownerKeyOf, or `anonymous`): each caller keeps a bounded number. */
  creatorKey?: string;
  createdDate: string;
}

export interface Email {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  data: Record<string, unknown>;
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
  buyerInfo: Record<string, unknown>;
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
