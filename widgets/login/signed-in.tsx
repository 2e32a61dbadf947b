import { useLoginText } from './text';
import type { Member } from '../../shared/data/member';
import { ErrorNotice } from '../../shared/ui';
import { useOpenAccountSection } from './account-sections';
import { AccountSectionItems } from './account-section-items';
import { useSignOut } from './member-events';

/**
 * "Signed in as …" with sign-out; the name appears once the member has loaded. In the form's box
 * (`withAccount`), the member's account pages are listed too: the box keeps the form's height
 * so the page does not move when a returning member's page loads, and those links fill it.
 */
export function SignedIn({ member, withAccount }: { member: Member | null; withAccount: boolean }) {
  const signOut = useSignOut();
  const openSection = useOpenAccountSection();
  const failure = openSection.error ?? signOut.error;
  const t = useLoginText();
  return (
    <div className={`sw-login-signed-in${withAccount ? ' sw-login-account' : ''}`} part="signed-in">
      <p className="sw-login-text" part="member" tabIndex={-1}>
        {member ? t('signedInAs', { name: member.name ?? member.email }) : t('signedIn')}
      </p>
      {withAccount ? (
        <ul className="sw-login-links" part="account-links" aria-label={t('myAccount')}>
          <AccountSectionItems className="sw-login-link" part="account-link" open={openSection} />
        </ul>
      ) : null}
      {failure ? <ErrorNotice error={failure} /> : null}
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
