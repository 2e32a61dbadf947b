/** The signed-in member in the page session, loaded once per login and shared by all widgets. */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AccountSection, Member as MemberRecord, PlatformClient } from '../client';
import { getPageSession, isLoggedIn, type Member } from '../session';
import { getQueryClient } from './query-client';
import { usePlatform } from './use-platform';
import { useSession } from './use-session';

export type { Member };

/** Keyed by the refresh token: a new login (here or in another tab) loads its own member. */
export const memberKeys = {
  all: ['site-widgets', 'member'] as const,
  of: (refreshToken: string) => [...memberKeys.all, refreshToken] as const,
  /** The hosted login's return to this address: completed once per page, whoever asks. */
  hostedReturn: (href: string) => ['site-widgets', 'hosted-return', href] as const,
};

function toSessionMember(record: MemberRecord): Member {
  const { firstName, lastName } = record.contact ?? {};
  const name =
    [firstName, lastName].filter(Boolean).join(' ') || record.profile?.nickname || undefined;
  return { id: record.id, email: record.loginEmail ?? '', ...(name && { name }) };
}

export const memberQuery = (platform: PlatformClient, refreshToken: string) =>
  queryOptions({
    queryKey: memberKeys.of(refreshToken),
    queryFn: async () => toSessionMember((await platform.identity.getMyMember()).member),
    staleTime: Infinity,
  });

const session = () => getPageSession().getState();

/**
 * Signed in or not, and who. Follows the session: when tokens turn member (here or in another
 * tab through persistence) the member is loaded, by whichever widget asks first (a login
 * widget need not be on the page); when they turn none it is cleared.
 */
export function useMember(): { loggedIn: boolean; member: Member | null } {
  const platform = usePlatform();
  const loggedIn = useSession(isLoggedIn);
  const refreshToken = useSession((state) => state.tokens.refreshToken.value);
  const member = useSession((state) => state.member);
  const { data } = useQuery({ ...memberQuery(platform, refreshToken), enabled: loggedIn });
  useEffect(() => {
    const next = loggedIn ? (data ?? session().member) : null;
    if (next !== session().member) session().setMember(next);
  }, [loggedIn, data]);
  return { loggedIn, member: loggedIn ? member : null };
}

/**
 * After member tokens arrive: loads the member into the session. Resolves to the member, or
 * null when loading failed (the login itself worked; useMember retries the member).
 */
export function useLoadMember(): () => Promise<Member | null> {
  const platform = usePlatform();
  return useCallback(async () => {
    try {
      const member = await getQueryClient().fetchQuery(
        memberQuery(platform, session().tokens.refreshToken.value),
      );
      session().setMember(member);
      return member;
    } catch {
      return null;
    }
  }, [platform]);
}

/**
 * Logout (spec §4 rule 4): tokens to role none and the member cleared; then `signedOut` gets
 * the hosted logout page (the caller tells the page and goes there; a throw fails the mutation).
 */
export function useSignOutMutation(
  returnUrl: () => string,
  signedOut: (logoutUrl: string) => void,
) {
  const platform = usePlatform();
  return useMutation({
    mutationFn: async () => {
      const { logoutUrl } = await platform.auth.logout(returnUrl());
      session().setMember(null);
      signedOut(logoutUrl);
    },
  });
}

/**
 * The address of a section of the member's hosted account pages (a redirect session), which
 * leads back to `returnUrl`: the member menu's sections, the order confirmation's "My orders".
 */
export async function accountPageUrl(
  platform: PlatformClient,
  section: AccountSection,
  returnUrl: string,
): Promise<string> {
  const { redirectSession } = await platform.redirects.createRedirectSession({
    membersAccount: { section },
    callbacks: { postFlowUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
