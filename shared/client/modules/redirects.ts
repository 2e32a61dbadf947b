/** Redirect sessions to hosted pages (spec §7.6). */
import type { Transport } from '../transport';

export type Prompt = 'login' | 'none' | 'consent' | 'select_account';
export type ResponseMode = 'fragment' | 'web_message' | 'query';
export type AccountSection = 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS';

export interface AuthRequest {
  /** Where the hosted page returns; none for `web_message` (the page posts to its parent). */
  redirectUri?: string;
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: ResponseMode;
  responseType: 'code';
  scope: 'offline_access';
  state: string;
  sessionToken?: string;
}

type Section = Record<string, unknown>;

/** One section says where to go; `callbacks` says where to come back. */
export interface RedirectSessionRequest {
  auth?: { authRequest: AuthRequest; prompt?: Prompt };
  logout?: { clientId: string };
  ecomCheckout?: { checkoutId: string };
  eventsCheckout?: { eventSlug: string; reservationId: string };
  storesProduct?: { productSlug: string };
  membersAccount?: { section: AccountSection };
  login?: Section;
  preferences?: Section;
  bookingsCheckout?: Section;
  paidPlansCheckout?: Section;
  bookingsBook?: Section;
  callbacks?: {
    postFlowUrl?: string;
    thankYouPageUrl?: string;
    loginUrl?: string;
    /** Where an abandoned or declined store checkout goes back to. */
    cartPageUrl?: string;
  };
}

export interface RedirectSession {
  id: string;
  fullUrl: string;
  urlDetails?: { endpoint?: string };
  sessionToken?: string;
}

export const redirects = (t: Transport) => ({
  createRedirectSession: (request: RedirectSessionRequest) =>
    t.post<{ redirectSession: RedirectSession }>(
      '/_api/redirects-api/v1/redirect-session',
      request,
    ),
});
