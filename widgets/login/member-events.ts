/**
 * The login family's side of signing in and out: shared/data loads and clears the member, these
 * hooks tell the page (`login`, `logout`) and go to the hosted logout page.
 */
import { useCallback } from 'react';
import { useLoadMember, useSignOutMutation } from '../../shared/data/member';
import { dispatchWidgetEvent, useHost, useNavigationGuard } from '../../shared/element';
import { browser, withoutAuthParams } from './return-url';

/** After member tokens arrive: load the member into the session, then tell the page. */
export function useFinishLogin(): () => Promise<void> {
  const loadMember = useLoadMember();
  const { host } = useHost();
  return useCallback(async () => {
    const member = await loadMember();
    // The login itself worked: the event goes out even when the member did not load.
    dispatchWidgetEvent(host, 'login', member ? { memberId: member.id } : {});
  }, [loadMember, host]);
}

/** Logout (spec §4 rule 4): signed out, `logout`, then the hosted logout page. */
export function useSignOut() {
  const { host } = useHost();
  const guard = useNavigationGuard();
  return useSignOutMutation(
    () => withoutAuthParams(window.location.href),
    (logoutUrl) => {
      dispatchWidgetEvent(host, 'logout', {});
      // Signed out here either way; only the trip to the hosted logout page can be refused.
      browser.assign(guard(logoutUrl));
    },
  );
}
