import type { ReactNode } from 'react';
import { messageOf } from './messages';
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

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useSharedText();
  return (
    <Notice tone="error" onRetry={onRetry}>
      {messageOf(error, t)}
    </Notice>
  );
}
