/** The hidden-iframe leg of direct login (DESIGN.md §5). Browser only; globals read lazily. */
import type { AuthorizationResponse } from './oauth';

export const DIRECT_LOGIN_TIMEOUT_MS = 120000;

export interface FrameFlow {
  /** The redirect session URL (responseMode web_message, prompt none). */
  url: string;
  /** Only messages from this origin count: the platform's (origin of apiBase). */
  origin: string;
  /** Only a message carrying this state counts. */
  state: string;
  timeoutMs?: number;
}

interface AuthorizationMessage {
  type?: string;
  response?: AuthorizationResponse;
}

/**
 * Opens the URL in a hidden iframe and resolves with the authorisation response the hosted
 * page posts back. Listener, timer and iframe are removed however it ends.
 */
export function runFrameFlow(flow: FrameFlow): Promise<AuthorizationResponse> {
  const iframe = document.createElement('iframe');
  let onMessage: (event: MessageEvent) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;

  const answered = new Promise<AuthorizationResponse>((resolve, reject) => {
    onMessage = (event) => {
      const data = event.data as AuthorizationMessage | undefined;
      const ours =
        event.origin === flow.origin &&
        data?.type === 'authorization_response' &&
        data.response?.state === flow.state;
      if (ours) resolve(data.response!);
    };
    window.addEventListener('message', onMessage);
    timer = setTimeout(
      () => reject(new Error('OAuth flow timed out')),
      flow.timeoutMs ?? DIRECT_LOGIN_TIMEOUT_MS,
    );
    iframe.style.display = 'none';
    iframe.src = flow.url;
    document.body.appendChild(iframe);
  });

  return answered.finally(() => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    iframe.remove();
  });
}
