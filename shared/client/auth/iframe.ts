/** The hidden-iframe leg of direct login (DESIGN.md §5). Browser only; globals read lazily. */
import type { AuthorizationResponse } from './authorization-response';
import { TimeoutError } from '../errors';
import { checkNavigationUrl } from '../safe-url';

export const DIRECT_LOGIN_TIMEOUT_MS = 120000;
/**
 * How long the frame's page may take to answer once it has loaded: it posts as it loads. A page
 * that loads and says nothing is the platform refusing to be framed by this page's origin.
 */
export const FRAME_ANSWER_MS = 10000;

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
  let quiet: ReturnType<typeof setTimeout> | undefined;
  // The official SDK's words, as a TimeoutError: visitors read "taking too long", not these.
  const timedOut = (ms: number) => new TimeoutError(flow.url, ms, {}, 'OAuth flow timed out');

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
    const timeoutMs = flow.timeoutMs ?? DIRECT_LOGIN_TIMEOUT_MS;
    timer = setTimeout(() => reject(timedOut(timeoutMs)), timeoutMs);
    iframe.addEventListener('load', () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        console.warn(
          `site-widgets: the login page at ${origin} loaded but did not answer. The platform ` +
            `answers only pages on the origins registered for your client id: is ${location.origin} one?`,
        );
        reject(timedOut(FRAME_ANSWER_MS));
      }, FRAME_ANSWER_MS);
    });
    iframe.style.display = 'none';
    iframe.src = flow.url;
    document.body.appendChild(iframe);
  });

  return answered.finally(() => {
    clearTimeout(timer);
    clearTimeout(quiet);
    window.removeEventListener('message', onMessage);
    iframe.remove();
  });
}
