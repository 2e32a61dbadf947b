import { getPageSession, storedBeforeThisPage } from '../session';

/**
 * Whether the platform cannot have a cart for the session's visitor: there are no tokens yet
 * (the visitor this page is about to create is new), or this page created them (they were not
 * stored before it: the loader may have kept one before any cart widget rendered). Asking
 * would only get a 404 (a red line in the console of every first visit) and cost a request.
 */
export function visitorIsNew(): boolean {
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  return role === 'none' || (role === 'visitor' && !storedBeforeThisPage(value));
}
