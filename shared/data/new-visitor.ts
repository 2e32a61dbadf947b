import { isEarlyVisitor } from '../client/auth/early-start';
import { getPageSession } from '../session';

/** Refresh tokens this page obtained for a visitor who had none stored. */
const createdHere = new Set<string>();
let following = false;

/** Notes each visitor whose tokens this page obtains from nothing (a first visit, a sign-out). */
function followNewVisitors(): void {
  if (following) return;
  following = true;
  getPageSession().subscribe(({ tokens }, previous) => {
    const { role, value } = tokens.refreshToken;
    if (previous.tokens.refreshToken.role === 'none' && role === 'visitor') createdHere.add(value);
  });
}

/**
 * Whether the platform cannot have a cart for the session's visitor: there are no tokens yet
 * (the visitor this page is about to create is new), or this page created them. Asking would
 * only get a 404 (a red line in the console of every first visit) and cost a request.
 */
export function visitorIsNew(): boolean {
  followNewVisitors();
  const { role, value } = getPageSession().getState().tokens.refreshToken;
  // The loader's visitor may be kept before any cart widget asked (and began following).
  return (
    role === 'none' || (role === 'visitor' && (createdHere.has(value) || isEarlyVisitor(value)))
  );
}
