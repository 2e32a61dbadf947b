import { useState } from 'react';
import type { CaptchaTokens } from '../../shared/client';
import { usePlatform } from '../../shared/data';
import { EmailField, Field } from './field';
import { FeedbackAction } from './form-feedback';
import { StepForm, StepLink } from './step-form';
import type { FormFlow } from './use-form-flow';

interface SignInFormProps {
  flow: FormFlow;
  captchaTokens: CaptchaTokens | undefined;
}

export function SignInForm({ flow, captchaTokens }: SignInFormProps) {
  const platform = usePlatform();
  const [password, setPassword] = useState('');
  const submit = () =>
    flow.attempt('login', () =>
      platform.auth.login({ email: flow.email, password, ...(captchaTokens && { captchaTokens }) }),
    );
  return (
    <StepForm
      flow={flow}
      title={flow.t('signIn')}
      submitLabel={flow.t('signIn')}
      onSubmit={submit}
      links={
        <>
          <StepLink flow={flow} to="recover">
            {flow.t('forgot')}
          </StepLink>
          <StepLink flow={flow} to="register">
            {flow.t('createTitle')}
          </StepLink>
        </>
      }
    >
      <EmailField flow={flow} />
      <Field
        label={flow.t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={flow.errorOn('password')}
        action={<FeedbackAction flow={flow} field="password" />}
      />
    </StepForm>
  );
}
