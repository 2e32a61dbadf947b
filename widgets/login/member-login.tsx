import { useEffect, useRef, type FocusEvent } from 'react';
import type { CaptchaTokens } from '../../shared/client';
import { useHostState } from '../../shared/element';
import { HostedReturnStatus } from './hosted-return-status';
import { HostedSignInButton } from './hosted-sign-in-button';
import { LoginForm } from './login-form';
import { SignedIn } from './signed-in';
import { useMember } from '../../shared/data/member';

export interface MemberLoginProps {
  /** `form` (default): the whole flow in the page; `hosted`: the platform's login page. */
  mode?: string;
  /** Visible reCAPTCHA token, set by the site's captcha script before submitting. */
  captchaToken?: string;
  /** Invisible reCAPTCHA token. */
  invisibleCaptchaToken?: string;
  /** The steps' heading level, to fit the page's outline (2 without one). */
  headingLevel?: number;
}

/** Captcha tokens only when the site provides them (spec §7.7 captchaTokens). */
function captchaOf({ captchaToken, invisibleCaptchaToken }: MemberLoginProps) {
  if (!captchaToken && !invisibleCaptchaToken) return undefined;
  const tokens: CaptchaTokens = {};
  if (captchaToken) tokens.recaptchaToken = captchaToken;
  if (invisibleCaptchaToken) tokens.invisibleRecaptchaToken = invisibleCaptchaToken;
  return tokens;
}

/**
 * Signing in or out swaps the whole view, taking the focused button with it. If the focus was
 * in this widget, it goes to the new view's starting point (its `tabindex="-1"` heading or
 * text), not to the page's body; a widget the visitor was not using takes nothing.
 */
function useFocusAcrossSignIn(loggedIn: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const shown = useRef(loggedIn);
  useEffect(() => {
    if (shown.current === loggedIn) return;
    shown.current = loggedIn;
    if (hadFocus.current) box.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [loggedIn]);
  return {
    ref: box,
    onFocus: () => (hadFocus.current = true),
    // A removed button fires no blur, so the flag survives the swap; leaving the widget clears it.
    onBlur: (event: FocusEvent) =>
      (hadFocus.current = event.currentTarget.contains(event.relatedTarget)),
  };
}

/** `<member-login mode="form|hosted">`. */
export function MemberLogin(props: MemberLoginProps) {
  useHostState('ready');
  const { loggedIn, member } = useMember();
  const focus = useFocusAcrossSignIn(loggedIn);
  return (
    <div className="sw-login" part="login" {...focus}>
      <HostedReturnStatus />
      {loggedIn ? (
        <SignedIn member={member} withAccount={props.mode !== 'hosted'} />
      ) : props.mode === 'hosted' ? (
        <HostedSignInButton />
      ) : (
        <LoginForm captchaTokens={captchaOf(props)} level={props.headingLevel} />
      )}
    </div>
  );
}
