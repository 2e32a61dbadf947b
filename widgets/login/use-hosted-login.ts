/** The hosted login round trip (spec §7.6): start it, and complete it when the visitor returns. */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform, useSiteConfig } from '../../shared/data';
import { memberKeys } from '../../shared/data/member';
import { useNavigationGuard } from '../../shared/element';
import {
  browser,
  hasAuthResponse,
  redirectUriFor,
  replaceAddress,
  withoutAuthParams,
} from './return-url';
import { keepScroll, restoreScroll } from './round-trip';
import { useFinishLogin } from './member-events';

/** Creates the redirect session (PKCE + state kept by the client) and leaves for it. */
export function useStartHostedLogin() {
  const platform = usePlatform();
  const config = useSiteConfig();
  const guard = useNavigationGuard();
  return useMutation({
    mutationFn: async () => {
      const here = window.location.href;
      const { url } = await platform.auth.startHostedLogin({
        redirectUri: redirectUriFor(here),
        originalUrl: here,
      });
      const checked = guard(url);
      keepScroll(config);
      browser.assign(checked);
    },
  });
}

/**
 * On the return: completes the exchange once per page (every login widget shares the query).
 * Only tried when this tab started a login for this client, so a host page's own `?code=` or
 * a forged one never reaches the token endpoint. Afterwards the answer leaves the URL.
 */
export function useHostedReturn() {
  const platform = usePlatform();
  const config = useSiteConfig();
  const finishLogin = useFinishLogin();
  const [href] = useState(() => window.location.href);
  const [returning] = useState(
    () => hasAuthResponse(href) && platform.auth.hasPendingHostedLogin(),
  );
  return useQuery({
    queryKey: memberKeys.hostedReturn(href),
    enabled: returning,
    // Once: the first try forgets the pending login (its verifier); a second could not work.
    retry: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      replaceAddress(withoutAuthParams(href));
      try {
        const { originalUrl } = await platform.auth.completeHostedLogin(href);
        if (originalUrl) replaceAddress(originalUrl);
        await finishLogin();
        return true;
      } finally {
        restoreScroll(config);
      }
    },
  });
}
