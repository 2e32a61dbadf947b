/** Account pages reachable through redirect sessions (wire.md `membersAccount.section`). */
import type { AccountSection } from '../../shared/client';
import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '../../shared/data';
import { accountPageUrl } from '../../shared/data/member';
import { useNavigationGuard } from '../../shared/element';
import { browser, withoutAuthParams } from './return-url';

/** In menu order; each is also its text key (text.ts). */
export const ACCOUNT_SECTIONS = [
  'ACCOUNT_INFO',
  'ORDERS',
  'BOOKINGS',
  'EVENTS',
  'SUBSCRIPTIONS',
] as const satisfies readonly AccountSection[];

/** Opens a section on the platform's hosted account pages; they link back to this page. */
export function useOpenAccountSection() {
  const platform = usePlatform();
  const guard = useNavigationGuard();
  return useMutation({
    mutationFn: async (section: AccountSection) => {
      const url = await accountPageUrl(platform, section, withoutAuthParams(window.location.href));
      browser.assign(guard(url));
    },
  });
}
