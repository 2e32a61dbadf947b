/** The hidden-iframe leg of direct login (DESIGN.md §5). Browser only; globals read lazily. */
import type { AuthorizationResponse } from './oauth';
import { checkNavigationUrl } from '../safe-url';

export const DIRECT_LOGIN_TIMEOUT_MS = 120000;

export interface FrameFlow {
  /**
   * The redirect session's URL (responseMode web_message, prompt none). Only a message from
   * the frame showing it, at this URL's origin, counts: the hosted pages need not share the
   * API's origin.
   */
  url: string;
  /** Only a message carrying this state counts. */
  state: string;
  /** The site owner's hosted origins: when listed, the frame may only show those. */
  allowedOrigins?: readonly string[] | undefined;
  timeoutMs?: number;
}

/**
 * Opens the URL in a hidden iframe and resolves with the authorisation response the hosted
 * page posts back: `{code, state}` (or `error`, `error_description`), the message the
 * official SDK's `getMemberTokensForDirectLogin` reads. Listener, timer and iframe are removed
 * however it ends.
 */
export function runFrameFlow(flow: FrameFlow): Promise<AuthorizationResponse> {
  let origin: string;
  try {
    // Never a `javascript:` or `data:` frame, nor a page off the owner's list.
    origin = checkNavigationUrl(flow.url, flow.allowedOrigins).origin;
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const iframe = document.createElement('iframe');
  let onMessage: (event: MessageEvent) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;

  const answered = new Promise<AuthorizationResponse>((resolve, reject) => {
    onMessage = (event) => {
      const data = event.data as AuthorizationResponse | null | undefined;
      const ours =
        event.source === iframe.contentWindow &&
        event.origin === origin &&
        typeof data === 'object' &&
        data?.state === flow.state;
      if (ours) resolve(data);
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
