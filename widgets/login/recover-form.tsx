import { usePlatform } from '../../shared/data';
import { EmailField } from './field';
import { withoutAuthParams } from './return-url';
import { StepForm, StepLink } from './step-form';
import { useStepsText } from './steps.text';
import type { FormFlow } from './use-form-flow';

/** Forgotten password: the recovery email links back to this page once the password is set. */
export function RecoverForm({ flow }: { flow: FormFlow }) {
  const platform = usePlatform();
  const s = useStepsText();
  const submit = () =>
    flow.run(async () => {
      await platform.auth.sendPasswordResetEmail(
        flow.email,
        withoutAuthParams(window.location.href),
      );
      // The platform answers the same for unknown addresses, so the sentence must too.
      return {
        field: 'form',
        tone: 'info',
        message: s('resetSent', { email: flow.email }),
      };
    });
  return (
    <StepForm
      flow={flow}
      title={s('resetTitle')}
      submitLabel={s('sendReset')}
      onSubmit={submit}
      links={
        <StepLink flow={flow} to="sign-in">
          {flow.t('backToSignIn')}
        </StepLink>
      }
    >
      <EmailField flow={flow} />
    </StepForm>
  );
}
