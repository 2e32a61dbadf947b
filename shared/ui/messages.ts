import { isApplicationError, isSystemError, isValidationError } from '../client';

/**
 * A sentence a visitor can act on. The server's own message is used where it is meant for
 * people (validation and application errors); network and server failures get a plain one.
 */
export function messageOf(error: unknown): string {
  if (isValidationError(error)) {
    const first = error.violations[0];
    return first?.description ? capitalise(first.description) : 'Please check what you entered.';
  }
  if (isApplicationError(error)) return error.description || error.message;
  if (isNetworkFailure(error)) return OFFLINE;
  if (isSystemError(error)) return 'Something went wrong on our side. Please try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

/** fetch() rejects with a TypeError when no answer came at all; the client keeps it as cause. */
function isNetworkFailure(error: unknown): boolean {
  const cause = isSystemError(error) ? error.cause : error;
  return (
    cause instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
