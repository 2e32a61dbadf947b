import { useEffect, useState, type ReactNode } from 'react';
import { isConnectionFailure, messageOf } from './messages';
import { useSharedText } from './messages.text';

interface NoticeProps {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
  onRetry?: (() => void) | undefined;
}

export function Notice({ tone = 'info', children, onRetry }: NoticeProps) {
  const t = useSharedText();
  return (
    <div
      className="sw-notice"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      part="notice"
    >
      <span>{children}</span>
      {onRetry ? (
        <button
          type="button"
          className="sw-button sw-button-quiet"
          // Loaded on the first Try again; the retry waits for it (or goes without it).
          onClick={(click) => {
            import('./refocus').then((focus) => focus.default(click, onRetry), onRetry);
          }}
        >
          {t('tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * An action's failure to connect goes when the browser is back online: "check your connection"
 * would stay under a button that now works. (A read's, with its Try again, stays until the read
 * that is asked again on `online` has its answer.)
 */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useSharedText();
  const [stale, setStale] = useState<unknown>({});
  // Once, and left when the notice goes first: it then sets the state of nothing shown.
  useEffect(() => {
    if (!onRetry && isConnectionFailure(error))
      addEventListener('online', () => setStale(error), { once: true });
  }, [error, onRetry]);
  if (stale === error) return null;
  return (
    <Notice tone="error" onRetry={onRetry}>
      {messageOf(error, t)}
    </Notice>
  );
}
