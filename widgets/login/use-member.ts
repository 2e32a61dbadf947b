/** The signed-in member in the page session, loaded once per login and shared by all widgets. */
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Member as MemberRecord, PlatformClient } from '../../shared/client';
import { getPageSession, isLoggedIn, type Member } from '../../shared/session';
import { getQueryClient, usePlatform, useSession } from '../../shared/data';
import { dispatchWidgetEvent, useHost, useNavigationGuard } from '../../shared/element';
import { browser, withoutAuthParams } from './return-url';

/** Keyed by the refresh token: a new login (here or in another tab) loads its own member. */
const memberKey = (refreshToken: string) => ['site-widgets', 'member', refreshToken] as const;

function toSessionMember(record: MemberRecord): Member {
  const { firstName, lastName, nickname } = record.profile ?? {};
  const name = [firstName, lastName].filter(Boolean).join(' ') || nickname || undefined;
  return { id: record.id, email: record.loginEmail ?? '', ...(name && { name }) };
}

const fetchMember = async (platform: PlatformClient) =>
  toSessionMember((await platform.identity.getMyMember()).member);

const currentRefreshToken = () => getPageSession().getState().tokens.refreshToken.value;

/**
 * Signed in or not, and who. Follows the session: when tokens turn member (here or in another
 * tab through persistence) the member is loaded; when they turn none it is cleared.
 */
export function useMember(): { loggedIn: boolean; member: Member | null } {
  const platform = usePlatform();
  const loggedIn = useSession(isLoggedIn);
  const refreshToken = useSession((state) => state.tokens.refreshToken.value);
  const member = useSession((state) => state.member);
  const { data } = useQuery({
    queryKey: memberKey(refreshToken),
    queryFn: () => fetchMember(platform),
    enabled: loggedIn,
    staleTime: Infinity,
  });
  useEffect(() => {
    const session = getPageSession().getState();
    const next = loggedIn ? (data ?? session.member) : null;
    if (next !== session.member) session.setMember(next);
  }, [loggedIn, data]);
  return { loggedIn, member: loggedIn ? member : null };
}

/** After member tokens arrive: load the member into the session, then tell the page. */
export function useFinishLogin(): () => Promise<void> {
  const platform = usePlatform();
  const { host } = useHost();
  return useCallback(async () => {
    let memberId: string | undefined;
    try {
      const member = await getQueryClient().fetchQuery({
        queryKey: memberKey(currentRefreshToken()),
        queryFn: () => fetchMember(platform),
        staleTime: Infinity,
      });
      getPageSession().getState().setMember(member);
      memberId = member.id;
    } catch {
      // The login itself worked; useMember retries the member, the event goes out regardless.
    }
    dispatchWidgetEvent(host, 'login', memberId ? { memberId } : {});
  }, [platform, host]);
}

/** Logout (spec §4 rule 4): tokens to role none, member cleared, `logout`, then hosted logout. */
export function useSignOut() {
  const platform = usePlatform();
  const { host } = useHost();
  const guard = useNavigationGuard();
  return useMutation({
    mutationFn: async () => {
      const { logoutUrl } = await platform.auth.logout(withoutAuthParams(window.location.href));
      getPageSession().getState().setMember(null);
      dispatchWidgetEvent(host, 'logout', {});
      // Signed out here either way; only the trip to the hosted logout page can be refused.
      browser.assign(guard(logoutUrl));
    },
  });
}
