import { isApplicationError } from '../../shared/client';
import { useLoginText } from './text';
import { LiveRegion, Notice } from '../../shared/ui';
import { useSpeaksForPage } from './one-voice';
import { useHostedReturn } from './use-hosted-login';

/**
 * Completes a hosted login on return and says how it went: "Signing you in…" meanwhile, then
 * "You are signed in.", and if it failed, that the visitor should sign in again (the pending
 * login is spent either way). The platform's reason (e.g. the visitor cancelled) is said where
 * the page is English; a state or code that does not match, or no answer, is not the
 * visitor's to read about. On a page with several login widgets, one of them says it (one-voice.ts).
 */
export function HostedReturnStatus() {
  const completion = useHostedReturn();
  const t = useLoginText();
  const speaks = useSpeaksForPage();
  const { error } = completion;
  if (completion.isError) {
    if (!speaks) return null; // an alert; the widget that speaks shows it
    return (
      <Notice tone="error">
        {isApplicationError(error)
          ? t('signInRefused', { reason: error.description })
          : t('signInIncomplete')}
      </Notice>
    );
  }
  // Back on the page, the focus is at its top: what the round trip came to is said too.
  return (
    <LiveRegion
      message={
        !speaks ? '' : completion.isFetching ? t('signingIn') : completion.data ? t('signedIn') : ''
      }
    />
  );
}
