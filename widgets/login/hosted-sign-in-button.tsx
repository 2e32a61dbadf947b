import { useLoginText } from './text';
import { ErrorNotice } from '../../shared/ui';
import { useStartHostedLogin } from './use-hosted-login';

/** Starts the hosted login round trip; used by `<member-login mode="hosted">` and the menu. */
export function HostedSignInButton() {
  const start = useStartHostedLogin();
  const t = useLoginText();
  return (
    <>
      {start.isError ? <ErrorNotice error={start.error} /> : null}
      <button
        type="button"
        className="sw-button"
        part="sign-in-button"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('signIn')}
      </button>
    </>
  );
}
