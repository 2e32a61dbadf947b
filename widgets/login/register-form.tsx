import { useState } from 'react';
import type { CaptchaTokens } from '../../shared/client';
import { usePlatform } from '../../shared/data';
import { EmailField, Field } from './field';
import { StepForm, StepLink } from './step-form';
import { useStepsText } from './steps.text';
import type { FormFlow } from './use-form-flow';

interface RegisterFormProps {
  flow: FormFlow;
  captchaTokens: CaptchaTokens | undefined;
}

/** The shortest password the form takes (the sandbox's rule too), said before anyone tries. */
const MIN_PASSWORD = 6;

export function RegisterForm({ flow, captchaTokens }: RegisterFormProps) {
  const platform = usePlatform();
  const s = useStepsText();
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const submit = () =>
    flow.attempt('register', () =>
      platform.auth.register({
        email: flow.email,
        password,
        profile: { firstName, lastName },
        ...(captchaTokens && { captchaTokens }),
      }),
    );
  return (
    <StepForm
      flow={flow}
      title={flow.t('createTitle')}
      submitLabel={s('createAccount')}
      onSubmit={submit}
      links={
        <StepLink flow={flow} to="sign-in">
          {s('haveAccount')}
        </StepLink>
      }
    >
      <Field
        label={flow.t('firstName')}
        autoComplete="given-name"
        value={firstName}
        onChange={setFirstName}
        error={flow.errorOn('firstName')}
      />
      <Field
        label={flow.t('lastName')}
        autoComplete="family-name"
        value={lastName}
        onChange={setLastName}
        error={flow.errorOn('lastName')}
      />
      <EmailField flow={flow} />
      <Field
        label={flow.t('password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        hint={s('passwordRule', { n: MIN_PASSWORD })}
        value={password}
        onChange={setPassword}
        error={flow.errorOn('password')}
      />
    </StepForm>
  );
}
