import { useLoginText } from './text';
import type { Member } from '../../shared/data/member';
import { ErrorNotice } from '../../shared/ui';
import { useSignOut } from './member-events';

/** "Signed in as …" with sign-out; the name appears once the member has loaded. */
export function SignedIn({ member }: { member: Member | null }) {
  const signOut = useSignOut();
  const t = useLoginText();
  return (
    <div className="sw-login-signed-in" part="signed-in">
      <p className="sw-login-text" part="member" tabIndex={-1}>
        {member ? t('signedInAs', { name: member.name ?? member.email }) : t('signedIn')}
      </p>
      {signOut.isError ? <ErrorNotice error={signOut.error} /> : null}
      <button
        type="button"
        className="sw-button sw-button-quiet"
        part="sign-out-button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t('signOut')}
      </button>
    </div>
  );
}
