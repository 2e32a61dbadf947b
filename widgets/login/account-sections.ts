/** Account pages reachable through redirect sessions (wire.md `membersAccount.section`). */
import type { AccountSection } from '../../shared/client';
import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '../../shared/data';
import { browser, withoutAuthParams } from './return-url';

export const ACCOUNT_SECTIONS: ReadonlyArray<{ section: AccountSection; label: string }> = [
  { section: 'ACCOUNT_INFO', label: 'My account' },
  { section: 'ORDERS', label: 'My orders' },
  { section: 'BOOKINGS', label: 'My bookings' },
  { section: 'EVENTS', label: 'My events' },
  { section: 'SUBSCRIPTIONS', label: 'My subscriptions' },
];

/** Opens a section on the platform's hosted account pages; they link back to this page. */
export function useOpenAccountSection() {
  const platform = usePlatform();
  return useMutation({
    mutationFn: async (section: AccountSection) => {
      const { redirectSession } = await platform.redirects.createRedirectSession({
        membersAccount: { section },
        callbacks: { postFlowUrl: withoutAuthParams(window.location.href) },
      });
      browser.assign(redirectSession.fullUrl);
    },
  });
}
