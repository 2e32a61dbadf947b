import type { CaptchaTokens } from '../../shared/client';
import { LazyStep } from './lazy-step';
import { SignInForm } from './sign-in-form';
import { useFormFlow } from './use-form-flow';

interface LoginFormProps {
  captchaTokens: CaptchaTokens | undefined;
  /** `heading-level`, for every step's title. */
  level: number | undefined;
}

/** `mode="form"`: sign in, create account, email code, forgotten password, in the page. */
export function LoginForm({ captchaTokens, level }: LoginFormProps) {
  const flow = useFormFlow(level);
  return flow.step === 'sign-in' ? (
    <SignInForm flow={flow} captchaTokens={captchaTokens} />
  ) : (
    <LazyStep flow={flow} captchaTokens={captchaTokens} />
  );
}
