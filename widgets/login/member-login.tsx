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
}

/** Captcha tokens only when the site provides them (spec §7.7 captchaTokens). */
function captchaOf({ captchaToken, invisibleCaptchaToken }: MemberLoginProps) {
  if (!captchaToken && !invisibleCaptchaToken) return undefined;
  const tokens: CaptchaTokens = {};
  if (captchaToken) tokens.recaptchaToken = captchaToken;
  if (invisibleCaptchaToken) tokens.invisibleRecaptchaToken = invisibleCaptchaToken;
  return tokens;
}

/** `<member-login mode="form|hosted">`. */
export function MemberLogin(props: MemberLoginProps) {
  useHostState('ready');
  const { loggedIn, member } = useMember();
  return (
    <div className="sw-login" part="login">
      <HostedReturnStatus />
      {loggedIn ? (
        <SignedIn member={member} />
      ) : props.mode === 'hosted' ? (
        <HostedSignInButton />
      ) : (
        <LoginForm captchaTokens={captchaOf(props)} />
      )}
    </div>
  );
}
