import { useState } from 'react';
import { usePlatform } from '../../shared/data';
import { Field } from './field';
import { StepForm, StepLink } from './step-form';
import type { FormFlow } from './use-form-flow';

/** The emailed code after registration or login (EMAIL_VERIFICATION_REQUIRED), with resend. */
export function VerifyForm({ flow }: { flow: FormFlow }) {
  const platform = usePlatform();
  const [code, setCode] = useState('');
  // Resending needs the pending verification the client keeps (a wrong code keeps it too).
  const canResend = platform.auth.getState().loginState === 'EMAIL_VERIFICATION_REQUIRED';
  const submit = () => flow.attempt('verify', () => platform.auth.processVerification(code.trim()));
  const resend = () =>
    flow.run(async () => {
      await platform.auth.resendVerificationCode();
      return { field: 'form', tone: 'info', message: `We sent a new code to ${flow.email}.` };
    });
  return (
    <StepForm
      flow={flow}
      title="Check your email"
      submitLabel="Verify"
      onSubmit={submit}
      links={
        <>
          {canResend ? (
            <button
              type="button"
              className="sw-login-link"
              part="link"
              disabled={flow.busy}
              onClick={resend}
            >
              Send a new code
            </button>
          ) : null}
          <StepLink flow={flow} to="sign-in">
            Back to sign in
          </StepLink>
        </>
      }
    >
      <p className="sw-login-text">Enter the code we sent to {flow.email}.</p>
      <Field
        label="Verification code"
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
