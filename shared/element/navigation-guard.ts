import { useCallback } from 'react';
import { checkNavigationUrl, isUnsafeUrlError } from '../client';
import { useSiteConfig } from '../data/use-platform';
import { dispatchWidgetEvent } from './events';
import { useHost } from './host';

/**
 * Every URL from the platform passes through here before a widget leaves the page for it
 * (hosted checkout, login, logout, account pages): the platform's answer is not trusted to be
 * a web page, and the site owner's `hosted-origins`, if listed, narrow it further. Returns the
 * checked URL; a refused one fires `widget-error` (code `UNSAFE_URL`) for the site owner and
 * throws, so the mutation that wanted to navigate fails and shows its error notice instead.
 */
export function useNavigationGuard(): (url: string) => string {
  const { host, tag } = useHost();
  const { hostedOrigins } = useSiteConfig();
  return useCallback(
    (url: string) => {
      try {
        return checkNavigationUrl(url, hostedOrigins).href;
      } catch (error) {
        if (isUnsafeUrlError(error)) {
          console.error(`site-widgets <${tag}>: ${error.message}`);
          dispatchWidgetEvent(host, 'widget-error', {
            tag,
            message: error.message,
            code: 'UNSAFE_URL',
          });
        }
        throw error;
      }
    },
    [host, tag, hostedOrigins],
  );
}
