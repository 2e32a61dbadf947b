import { useState } from 'react';
import { usePlatform } from '../../shared/data';
import { Field } from './field';
import { StepForm, StepLink } from './step-form';
import { useStepsText } from './steps.text';
import type { FormFlow } from './use-form-flow';

/** The emailed code after registration or login (EMAIL_VERIFICATION_REQUIRED), with resend. */
export function VerifyForm({ flow }: { flow: FormFlow }) {
  const platform = usePlatform();
  const s = useStepsText();
  const [code, setCode] = useState('');
  // Resending needs the pending verification the client keeps (a wrong code keeps it too).
  const canResend = platform.auth.getState().loginState === 'EMAIL_VERIFICATION_REQUIRED';
  const submit = () => flow.attempt('verify', () => platform.auth.processVerification(code.trim()));
  const resend = () =>
    flow.run(async () => {
      await platform.auth.resendVerificationCode();
      return { field: 'form', tone: 'info', message: s('codeSent', { email: flow.email }) };
    });
  return (
    <StepForm
      flow={flow}
      title={s('checkEmail')}
      submitLabel={flow.t('verify')}
      onSubmit={submit}
      links={
        <>
          {canResend ? (
            <button
              type="button"
              className="sw-login-link"
              part="link"
              aria-disabled={flow.busy || undefined} // not `disabled`: that drops the focus
              onClick={() => flow.busy || resend()}
            >
              {s('newCode')}
            </button>
          ) : null}
          <StepLink flow={flow} to="sign-in">
            {flow.t('backToSignIn')}
          </StepLink>
        </>
      }
    >
      <p className="sw-login-text">{s('enterCode', { email: flow.email })}</p>
      <Field
        label={flow.t('code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={setCode}
        error={flow.errorOn('code')}
      />
    </StepForm>
  );
}
