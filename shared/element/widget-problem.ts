import { useEffect } from 'react';
import { isTokenError } from '../client/errors';
import { isRefusal } from '../data/query-client';
import { messageOf } from '../ui/messages';
import { dispatchWidgetEvent, type WidgetErrorCode } from './events';
import { useHost } from './host';

/** What keeps a widget from working, for the site owner (`widget-error`). */
export interface WidgetProblem {
  message: string;
  /** Retrying cannot help a problem with a code; one without (a failed read) may go away. */
  code?: WidgetErrorCode | undefined;
}

/**
 * An error that put a widget in its error state, as the owner's problem. A refused token is
 * the site's setup (its client id): the platform's own answer says which. A throttled one
 * (429) is not: it may work again. A 400 names no attribute here: only the widget knows
 * whether the read was of the one item its attribute names (`<event-tickets>`'s event,
 * `<product-list>`'s collection), where it is that value refused as malformed.
 */
export function problemOf(error: unknown): WidgetProblem {
  if (isTokenError(error) && isRefusal(error)) return { message: error.message, code: 'CONFIG' };
  // A product the store does not have is a 404 too (ProductNotFoundError).
  const status = (error as { status?: unknown } | null)?.status;
  return {
    message: messageOf(error),
    code: status === 404 ? 'NOT_FOUND' : undefined,
  };
}

/** The element names nothing: `names` are the attributes that could (`product-id or product-slug`). */
export const missingAttribute = (tag: string, names: string): WidgetProblem => ({
  message: `Add ${/^[aeiou]/.test(names) ? 'an' : 'a'} ${names} attribute to <${tag}>.`,
  code: 'MISSING_ATTRIBUTE',
});

/**
 * Fires `widget-error` once for each problem the widget starts showing: every widget in its
 * error state tells the page why, so an owner's monitoring hears of each one.
 */
export function useReportProblem(problem: WidgetProblem | null | undefined): void {
  const { host, tag } = useHost();
  const message = problem?.message;
  const code = problem?.code;
  useEffect(() => {
    if (message) dispatchWidgetEvent(host, 'widget-error', { tag, message, code });
  }, [host, tag, message, code]);
}
