import type { CaptchaTokens } from '../../shared/client';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { useFormFlow } from './use-form-flow';
import { VerifyForm } from './verify-form';

interface LoginFormProps {
  captchaTokens: CaptchaTokens | undefined;
  /** `heading-level`, for every step's title. */
  level: number | undefined;
}

/** `mode="form"`: sign in, create account, email code, forgotten password, in the page. */
export function LoginForm({ captchaTokens, level }: LoginFormProps) {
  const flow = useFormFlow(level);
  switch (flow.step) {
    case 'register':
      return <RegisterForm flow={flow} captchaTokens={captchaTokens} />;
    case 'verify':
      return <VerifyForm flow={flow} />;
    case 'recover':
      return <RecoverForm flow={flow} />;
    default:
      return <SignInForm flow={flow} captchaTokens={captchaTokens} />;
  }
}
