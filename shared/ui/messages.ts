import {
  isApplicationError,
  isSystemError,
  isTimeoutError,
  isTokenError,
  isUnsafeUrlError,
  isValidationError,
} from '../client';
import type { Translate } from './i18n';
import { sharedEnglish, type SharedKey } from './messages.text';

/**
 * A sentence a visitor can act on, in the page's language when `t` is the shared text
 * (`useSharedText()`). The server's own message, meant for people but English, is said only
 * where the page is English (`refused`); network and server failures get a plain one.
 */
export function messageOf(error: unknown, t: Translate<SharedKey> = sharedEnglish): string {
  if (isValidationError(error)) {
    const first = error.violations[0];
    return first?.description
      ? t('refused', { reason: capitalise(first.description) })
      : t('checkInput');
  }
  // The platform's own words when it refused; its failure or throttling is "our side".
  if (isApplicationError(error)) {
    // Short of stock: the count, in the page's language.
    const left = (error.data as { quantityAvailable?: unknown } | null)?.quantityAvailable;
    if (typeof left === 'number') return t('onlyLeft', { count: left });
    return (error.status ?? 400) < 500 && error.status !== 429
      ? t('refused', { reason: error.description || error.message })
      : t('ourSide');
  }
  // The technical reason went to the site owner (widget-error, console); the visitor can't act on it.
  if (isUnsafeUrlError(error)) return t('refusedNavigation');
  if (isTimeoutError(error)) return t('timedOut');
  if (isConnectionFailure(error)) return t('offline');
  // No such client id: the site's setup, nothing the visitor can fix or wait out.
  if (isTokenError(error) && error.code === 'invalid_client') return t('notSetUp');
  if (isSystemError(error) || isTokenError(error)) return t('ourSide');
  if (error instanceof Error && error.message) return error.message;
  return t('failed');
}

/** fetch() rejects with a TypeError when no answer came at all; the client keeps it as cause. */
export function isConnectionFailure(error: unknown): boolean {
  const cause = isSystemError(error) ? error.cause : error;
  return (
    cause instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
