import { useLoginText } from './text';
import { ErrorNotice, LiveRegion } from '../../shared/ui';
import { useHostedReturn } from './use-hosted-login';

/**
 * Completes a hosted login on return and says how it went: "Signing you in…" meanwhile, the
 * platform's error_description (e.g. the visitor cancelled) if it failed.
 */
export function HostedReturnStatus() {
  const completion = useHostedReturn();
  const t = useLoginText();
  if (completion.isError) return <ErrorNotice error={completion.error} />;
  return <LiveRegion message={completion.isFetching ? t('signingIn') : ''} />;
}
