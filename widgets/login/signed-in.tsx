import type { Member } from '../../shared/session';
import { ErrorNotice } from '../../shared/ui';
import { useSignOut } from './use-member';

/** "Signed in as …" with sign-out; the name appears once the member has loaded. */
export function SignedIn({ member }: { member: Member | null }) {
  const signOut = useSignOut();
  return (
    <div className="sw-login-signed-in" part="signed-in">
      <p className="sw-login-text" part="member">
        {member ? `Signed in as ${member.name ?? member.email}` : 'You are signed in.'}
      </p>
      {signOut.isError ? <ErrorNotice error={signOut.error} /> : null}
      <button
        type="button"
        className="sw-button sw-button-quiet"
        part="sign-out-button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign out
      </button>
    </div>
  );
}
